/**
 * The Notion Life Blueprint workspace as a customer's unzip tool and Notion's importer read it:
 * a page saying how to import, a home page linking Markdown pages and CSV databases in its
 * folder, the plan's steps dated across 90 days, and readers' text escaped.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { testWrittenInput } from '../../../../tests/support/document-inputs';
import type { WrittenReadingSection } from '../../../common/written-reading';
import {
  bullets,
  heading,
  inlineText,
  paragraph,
  planSection,
} from '../../../../tests/support/written-reading-factories';
import { buildNotionWorkspace, notionWorkspaceFiles, planTasks } from './notion-export';
import { csv } from './notion-markdown';

const input = testWrittenInput({ productId: 7, productName: 'Destiny Alignment' }, 'N0T10N77');
const plan: WrittenReadingSection = {
  key: 'notion-workspace',
  title: 'Notion Life Blueprint workspace',
  doc: planSection(),
};
const reading: WrittenReadingSection[] = [
  {
    key: 'strategic-report',
    title: 'Integrated strategic report',
    doc: {
      type: 'doc',
      content: [
        heading('Your work'),
        paragraph(
          inlineText('Lead '),
          inlineText('slowly', ['italic']),
          inlineText(' <img src=x onerror=alert(1)> [click](javascript:alert(1)) # not a heading'),
        ),
        bullets('First, *rest*'),
        { type: 'chartFigure', attrs: { chart: 'destiny-matrix' } },
      ],
    },
  },
];
const request = {
  input,
  sections: reading,
  plan,
  startsOn: '2026-12-01',
  keyDates: [
    { week: 3, day: 'Monday 14 December', title: 'Saturn squares your Sun', touches: null },
  ],
};

describe('the Notion Life Blueprint workspace', () => {
  it('is a ZIP of Markdown pages and CSV databases in the structure Notion imports', () => {
    const zip = buildNotionWorkspace(request);
    const folder = mkdtempSync(path.join(tmpdir(), 'notion-'));
    const file = path.join(folder, 'workspace.zip');
    writeFileSync(file, zip);
    // An ordinary unzip tool lists it and checks every entry's CRC.
    execFileSync('unzip', ['-tq', file]);
    const listed = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n');
    expect(listed.sort()).toEqual(
      [
        'How to import into Notion.md',
        'Life Blueprint.md',
        'Life Blueprint/90-day plan.md',
        'Life Blueprint/90-day plan.csv',
        'Life Blueprint/Chart facts.csv',
        'Life Blueprint/Key dates.csv',
        'Life Blueprint/Integrated strategic report.md',
      ].sort(),
    );
    const files = Object.fromEntries(
      Object.entries(unzipSync(new Uint8Array(zip))).map(([name, bytes]) => [
        name,
        strFromU8(bytes),
      ]),
    );
    expect(files['How to import into Notion.md']).toContain('choose Import');
    expect(files['How to import into Notion.md']).toContain('order N0T10N77');
    const home = files['Life Blueprint.md']!;
    expect(home).toContain(
      '[Integrated strategic report](Life%20Blueprint/Integrated%20strategic%20report.md)',
    );
    expect(home).toContain('[90-day plan](Life%20Blueprint/90-day%20plan.csv)');
    expect(files['Life Blueprint/Chart facts.csv']).toContain('"Life Path","Numerology","');
    expect(files['Life Blueprint/Chart facts.csv']).toContain('"Type","Human Design","');
    expect(files['Life Blueprint/Key dates.csv']).toContain(
      '"Saturn squares your Sun","Monday 14 December",""',
    );
  });

  it('escapes readers’ text so nothing becomes a link, an image or a heading', () => {
    const page = notionWorkspaceFiles(request)['Life Blueprint/Integrated strategic report.md']!;
    expect(page).toContain('# Integrated strategic report\n\n## Your work\n\n');
    expect(page).toContain(
      'Lead _slowly_ \\<img src=x onerror=alert(1)\\> \\[click\\](javascript:alert(1)) \\# not a heading',
    );
    expect(page).toContain('- First, \\*rest\\*');
    expect(page).toContain('_Your Destiny Matrix: see the Chart facts database');
    expect(page).not.toMatch(/[^\\]\[click\]/);
  });

  it('dates the plan’s steps by phase across the 90 days', () => {
    expect(planTasks(plan, '2026-12-01')).toEqual([
      {
        task: 'Keep a sleep and energy log',
        notes: '',
        phase: 'Month 1: Ground',
        starts: '2026-12-01',
        due: '2026-12-30',
      },
      {
        task: 'Say no to one standing commitment',
        notes: '',
        phase: 'Month 1: Ground',
        starts: '2026-12-01',
        due: '2026-12-30',
      },
      {
        task: 'Pitch the workshop idea',
        notes: 'to two partners',
        phase: 'Month 2: Build',
        starts: '2026-12-31',
        due: '2027-01-29',
      },
      {
        task: 'Visit the city on your Jupiter line',
        notes: '',
        phase: 'Month 3: Move',
        starts: '2027-01-30',
        due: '2027-02-28',
      },
    ]);
    const table = notionWorkspaceFiles(request)['Life Blueprint/90-day plan.csv']!;
    expect(table.split('\r\n')[0]).toBe('"Step","Phase","Starts","Due","Status","Notes"');
    expect(table).toContain(
      '"Pitch the workshop idea","Month 2: Build","2026-12-31","2027-01-29","Not started","to two partners"',
    );
    expect(
      planTasks(
        { ...plan, doc: { type: 'doc', content: [paragraph(inlineText('No steps'))] } },
        '2026-12-01',
      ),
    ).toEqual([]);
  });

  it('guards CSV cells a spreadsheet would run as formulas and defangs web addresses (issue 36)', () => {
    const hostilePlan: WrittenReadingSection = {
      ...plan,
      doc: {
        type: 'doc',
        content: [
          heading('=HYPERLINK("https://evil.example/x","Click")'),
          bullets(
            '+1 call the bank',
            '-2 drafts',
            '@SUM(A1:A9)',
            'Read https://evil.example/steal?id=1 and www.example.org tonight',
          ),
        ],
      },
    };
    const files = notionWorkspaceFiles({
      ...request,
      input: { ...input, fullName: 'Ann [Lee](https://evil.example)' },
      plan: hostilePlan,
      keyDates: [{ week: 1, day: 'Monday 7 December', title: '=1+1', touches: '-Sun' }],
    });
    const rows = files['Life Blueprint/90-day plan.csv']!.trim().split('\r\n').slice(1);
    const steps = rows.map((row) => row.split('","')[0]);
    expect(steps).toEqual([
      `"'+1 call the bank`,
      `"'-2 drafts`,
      `"'@SUM(A1:A9)`,
      '"Read https[:]//evil[.]example/steal?id=1 and www[.]example[.]org tonight',
    ]);
    expect(rows[0]).toContain(`"'=HYPERLINK(""https[:]//evil[.]example/x"",""Click"")"`);
    expect(files['Life Blueprint/Key dates.csv']).toContain(`"'=1+1","Monday 7 December","'-Sun"`);
    for (const [name, text] of Object.entries(files)) {
      expect(text, name).not.toMatch(/https?:\/\/evil/);
      expect(text, name).not.toContain('www.example.org');
    }
    expect(files['Life Blueprint.md']).toContain(
      "Ann \\[Lee\\](https\\[:\\]//evil\\[.\\]example)'s reading",
    );
    // Markdown escapes the brackets, which Notion shows as written.
    expect(files['Life Blueprint/90-day plan.md']).toContain(
      'Read https\\[:\\]//evil\\[.\\]example/steal?id=1',
    );
  });

  it('quotes CSV fields with commas, quotes and line breaks', () => {
    expect(csv([['a, "b"', 'c\nd']])).toBe('"a, ""b""","c\nd"\r\n');
  });
});
