/**
 * A written reading read back as the customer's PDF viewer reads it: the cover, the contents,
 * the reader's headings, lists and quotes as text, charts drawn where placed, and a reader's
 * text that looks like markup printed as the characters it is.
 */
import { describe, expect, it } from 'vitest';
import { computeNatalChart } from '../../../astrology';
import { testWrittenInput, writtenTestBirth } from '../../../../tests/support/document-inputs';
import type { WrittenReadingSection } from '../../../common/written-reading';
import { readPdf } from '../../../../tests/support/read-pdf';
import {
  bullets,
  figure,
  heading,
  inlineText,
  paragraph,
} from '../../../../tests/support/written-reading-factories';
import { renderWrittenPdf } from './render-written';
import { computeFigures, placedCharts } from './written-input';

const input = testWrittenInput({ productId: 6, productName: 'The Master Blueprint' }, 'WR1TTEN1');

const sections: WrittenReadingSection[] = [
  {
    key: 'palmistry',
    title: 'Palmistry analysis of both hands',
    doc: {
      type: 'doc',
      content: [
        heading('Your heart line'),
        paragraph(
          inlineText('A long, '),
          inlineText('clear', ['bold']),
          inlineText(' line that '),
          inlineText('curves up', ['italic']),
          inlineText('.'),
        ),
        paragraph(inlineText('<script>alert(1)</script> and <b>not bold</b> & [a](http://x)')),
        bullets('Mount of Venus well padded', 'Fate line starts late'),
        { type: 'blockquote', content: [paragraph(inlineText('Hands change; so do we.'))] },
        heading('Your life line'),
        figure('bodygraph'),
        paragraph(inlineText('It runs wide around the thumb.')),
      ],
    },
  },
  {
    key: 'strategic-report',
    title: 'Integrated strategic report',
    doc: {
      type: 'doc',
      content: [
        heading('Where you work best'),
        figure('destiny-matrix'),
        heading('Details', 3),
        {
          type: 'orderedList',
          attrs: { start: 3 },
          content: [{ type: 'listItem', content: [paragraph(inlineText('Third step first'))] }],
        },
      ],
    },
  },
];

describe('the written reading PDF', () => {
  it('prints the cover, contents, one chapter per section, its text and its charts', async () => {
    const figures = computeFigures(input, placedCharts(sections), new Date('2026-11-20T10:00:00Z'));
    const pdf = await readPdf(
      await renderWrittenPdf({
        input,
        title: 'Your written reading',
        summary: 'Palmistry analysis of both hands · Integrated strategic report',
        sections,
        figures,
      }),
    );
    const [cover = '', contents = ''] = pdf.pageTexts;
    expect(cover).toContain('Your written reading');
    expect(cover.replace(/\s/g, '')).toContain('THEMASTERBLUEPRINT·WRITTENREADING');
    expect(cover).toContain('Barbara Ann Dunham');
    expect(contents).toContain('What your reader wrote for you');
    expect(contents).toMatch(
      /1\s*Palmistry analysis of both hands\s*Your heart line\s*Your life line/,
    );
    expect(contents).toMatch(/2\s*Integrated strategic report\s*Where you work best/);
    const body = pdf.pageTexts.slice(2).join(' ');
    expect(body).toContain('C H A P T E R 1');
    expect(body).toContain('A long, clear line that curves up');
    expect(body).toContain('<script>alert(1)</script> and <b>not bold</b> & [a](http://x)');
    expect(body).toContain('• Mount of Venus well padded');
    expect(body).toContain('Hands change; so do we.');
    expect(body).toContain('3. Third step first');
    expect(body).toContain('Y O U R B O D Y G R A P H');
    expect(body).toContain('Y O U R D E S T I N Y M A T R I X');
    // The matrix of 4 August 1961 draws its core 4 and day 4, month 8 and year 17 as numbers.
    expect(body.split(' ')).toEqual(expect.arrayContaining(['8', '17', '11']));
    // Each chapter starts on a page of its own.
    const chapterTwo = pdf.pageTexts.findIndex((page) => page.includes('C H A P T E R 2'));
    expect(pdf.pageTexts[chapterTwo]).not.toContain('Your heart line');
    expect(pdf.fontNames.some((name) => /Inter.*Italic|Italic/i.test(name))).toBe(true);
    expect(pdf.fontNames.some((name) => name.startsWith('Helvetica'))).toBe(false);
    expect(pdf.imageCount).toBe(0);
  });

  it('says why a map cannot be drawn without a birth time instead of drawing a wrong one', async () => {
    const noTime = {
      ...input,
      birth: { ...input.birth, time: null },
      chart: computeNatalChart({ ...writtenTestBirth, time: null }),
    };
    const mapSections: WrittenReadingSection[] = [
      {
        key: 'intensive-report',
        title: 'Astrocartography and Human Design report',
        doc: {
          type: 'doc',
          content: [paragraph(inlineText('Your places.')), figure('astrocartography-map')],
        },
      },
    ];
    const figures = computeFigures(noTime, placedCharts(mapSections), new Date());
    const pdf = await readPdf(
      await renderWrittenPdf({
        input: noTime,
        title: 'Astrocartography and Human Design report',
        summary: 'Your places.',
        sections: mapSections,
        figures,
      }),
    );
    expect(pdf.text).toContain('it will be added once we have a birth time');
  });
});
