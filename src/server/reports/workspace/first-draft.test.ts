/**
 * First drafts of the written sections (issue 38), on three reference births with their
 * questionnaires:
 * - Barack Obama, 4 August 1961, 19:24 HST, Honolulu (Astro-Databank, rated AA), with Strategic
 *   Alignment answers that name Lisbon;
 * - Diana, Princess of Wales, 1 July 1961, 19:45 BST, Sandringham (Astro-Databank, rated A), with
 *   one Master Blueprint answer in three paragraphs;
 * - a birth in Lisbon on 29 December 1990 with no time (the profile portrait's own test birth).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  computeNatalChart,
  humanDesignForChart,
  loadGazetteer,
  planetInSignInterpretation,
  withLibraryTexts,
  type NatalChartInput,
} from '../../../astrology';
import {
  buyerQuestionsOf,
  draftShareOf,
  fingerprint,
  paragraphsOf,
  questionStatuses,
} from '../../../common/first-draft';
import { products } from '../../../common/catalogue';
import { countWords, writtenDocSchema, type WrittenDoc } from '../../../common/written-reading';
import { draftReading, placesNamedIn, type DraftMaterial } from './first-draft';

beforeAll(() => loadGazetteer());

const obama: NatalChartInput = {
  date: '1961-08-04',
  time: '19:24',
  place: 'Honolulu, Hawaii, United States',
};
const diana: NatalChartInput = {
  date: '1961-07-01',
  time: '19:45',
  place: 'Sandringham, England, United Kingdom',
};
const lisbonNoTime: NatalChartInput = { date: '1990-12-29', time: null, place: 'Lisbon, Portugal' };

const strategic = buyerQuestionsOf({
  answers: [
    {
      question: 'Current work',
      answer: 'I run a small team in a community organisation in Chicago.',
    },
    { question: 'Working style', answer: 'Collaborative' },
    {
      question: 'Known for in 10 years',
      answer: 'Teaching law and writing books, maybe from Lisbon for a few years.',
    },
    { question: 'Starting a business', answer: 'Not a business: a foundation for young leaders.' },
  ],
});
const blueprint = buyerQuestionsOf({
  answers: [
    {
      question: 'Master Blueprint answer (all questions in one)',
      answer: [
        'My work today is charity patronage and public appearances; I want work that is mine, with a team I choose and a schedule I can keep for years.',
        'I would love to start a foundation for children in hospital. Money is not the question; the question is whether people will take it seriously and whether I can lead it.',
        'In ten years I want to be known for changing how people speak about illness, and I am curious about psychology, design and how charities are run.',
      ].join('\n\n'),
    },
  ],
});

function material(birth: NatalChartInput, questions = strategic): DraftMaterial {
  const chart = computeNatalChart(birth);
  return {
    firstName: 'Test',
    birthDate: birth.date,
    chart,
    timeKnown: !!birth.time && !!chart.place,
    questions,
    today: '2026-11-29',
  };
}

const allSections = products.find((product) => product.id === 8)!.writtenDocuments;
const keys = allSections.map((section) => section.key);

function promisedOf(key: string): number | null {
  return allSections.find((section) => section.key === key)?.promisedWords ?? null;
}

describe('a first draft of every written section', () => {
  it.each([
    ['Obama', obama, strategic],
    ['Diana', diana, blueprint],
  ] as const)(
    'reaches 60 per cent of each promised length for the chart of %s, whose birth time is known',
    (_name, birth, questions) => {
      const drafts = draftReading(keys, material(birth, questions));
      for (const key of ['intensive-report', 'strategic-report', 'executive-report']) {
        const words = countWords(drafts[key]!);
        expect({ key, words: words >= 0.6 * promisedOf(key)! }).toEqual({ key, words: true });
      }
    },
  );

  it('marks every drafted paragraph with its factor and a fingerprint, never repeats one, and saves as a section', () => {
    const drafts = draftReading(keys, material(obama));
    for (const key of keys) {
      const doc = drafts[key]!;
      expect(writtenDocSchema.safeParse(doc).success, key).toBe(true);
      const paragraphs = paragraphsOf(doc).filter((paragraph) => paragraph.heading >= -1);
      const texts = paragraphs.filter((paragraph) => paragraph.factor).map((p) => p.text);
      expect(new Set(texts).size, key).toBe(texts.length);
      for (const paragraph of paragraphsOf(doc)) {
        if (paragraph.words > 0 && !/^[A-Z]/.test(paragraph.text)) continue;
        if (paragraph.factor) expect(paragraph.untouched, paragraph.text).toBe(true);
      }
      const share = draftShareOf([doc]);
      const headings = doc.content.filter((block) => block.type === 'heading').length;
      expect(headings, key).toBeGreaterThan(0);
      expect(share.untouchedWords, key).toBeGreaterThan(0);
    }
  });

  it('reads the Human Design report from the chart: its type, strategy, authority and the lines near the places asked about', () => {
    const chart = computeNatalChart(obama);
    const design = humanDesignForChart(chart);
    const doc = draftReading(['intensive-report'], material(obama))['intensive-report']!;
    const factors = paragraphsOf(doc).map((paragraph) => paragraph.factor);
    expect(factors).toContain(`Human Design type: ${design.type}`);
    expect(factors).toContain(`Strategy: ${design.strategy}`);
    expect(factors).toContain(`Authority: ${design.authority}`);
    expect(factors).toContain(`Profile ${design.profile}`);
    expect(factors).toContain(`Definition: ${design.definition}`);
    for (const channel of design.channels) expect(factors).toContain(`Channel ${channel}`);
    const headings = doc.content.flatMap((block) =>
      block.type === 'heading'
        ? [block.content?.[0]?.type === 'text' ? block.content[0].text : '']
        : [],
    );
    // Honolulu, where he was born, and Lisbon, named in the answers.
    expect(headings).toEqual(expect.arrayContaining(['Near Honolulu', 'Near Lisbon']));
    expect(placesNamedIn(strategic).map((place) => place.city)).toEqual(
      expect.arrayContaining(['Lisbon', 'Chicago']),
    );
  });

  it('quotes the buyer where the draft answers them, and lists what the reader has not answered yet', () => {
    const drafts = draftReading(keys, material(diana, blueprint));
    const docs = Object.values(drafts);
    const before = questionStatuses(blueprint, docs);
    expect(before.map((each) => each.status)).toEqual([
      'drafted-only',
      'drafted-only',
      'drafted-only',
    ]);
    // The reader writes an answer under the first quotation of a section.
    const strategic = docs.find((doc) => doc.content.some((block) => block.type === 'blockquote'))!;
    const at = strategic.content.findIndex((block) => block.type === 'blockquote');
    const answered: WrittenDoc = {
      ...strategic,
      content: [
        ...strategic.content.slice(0, at + 1),
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'You asked whether you could lead it: your chart says you already do, and here is how to start next spring.',
            },
          ],
        },
        ...strategic.content.slice(at + 1),
      ],
    };
    const after = questionStatuses(blueprint, [
      ...docs.filter((doc) => doc !== strategic),
      answered,
    ]);
    expect(after.filter((each) => each.status === 'answered')).toHaveLength(1);
    expect(questionStatuses(blueprint, []).map((each) => each.status)).toEqual([
      'not-addressed',
      'not-addressed',
      'not-addressed',
    ]);
  });

  it('quotes an answer no topic takes in the last report, so every question is in the reading', () => {
    const single = buyerQuestionsOf({
      answers: [
        {
          question: 'Master Blueprint answer (all questions in one)',
          answer: 'I lead a team of twelve and want to teach.',
        },
      ],
    });
    const alone = draftReading(['intensive-report'], material(diana, single));
    expect(
      questionStatuses(single, [alone['intensive-report']!]).map((each) => each.status),
    ).toEqual(['drafted-only']);
    const drafts = draftReading(['intensive-report', 'strategic-report'], material(diana, single));
    expect(
      questionStatuses(single, [drafts['intensive-report']!]).map((each) => each.status),
    ).toEqual(['not-addressed']);
    expect(
      questionStatuses(single, [drafts['strategic-report']!]).map((each) => each.status),
    ).toEqual(['drafted-only']);
  });

  it('leaves out what needs the birth time when it is unknown, and says less rather than guess', () => {
    const drafts = draftReading(keys, material(lisbonNoTime));
    const text = JSON.stringify(drafts);
    expect(text).not.toMatch(/ house\b["”]?,?"/);
    expect(text).not.toContain(' rising"');
    expect(text).not.toContain('Where your lines run');
    const words = countWords(drafts['intensive-report']!);
    expect(words).toBeGreaterThan(1500);
    expect(words).toBeLessThan(0.6 * promisedOf('intensive-report')!);
  });

  it('gives palmistry the structure a reader fills, with the buyer’s goals quoted', () => {
    const doc = draftReading(['palmistry'], material(diana, blueprint)).palmistry!;
    const headings = doc.content.flatMap((block) =>
      block.type === 'heading' && block.content?.[0]?.type === 'text'
        ? [block.content[0].text]
        : [],
    );
    expect(headings).toEqual(
      expect.arrayContaining(['Your hands', 'The major lines', 'Heart line', 'The mounts']),
    );
    // The parts of the answer about the future, where the hands are read for the buyer's goals.
    const quotes = paragraphsOf(doc).filter((paragraph) => paragraph.quoted);
    expect(quotes.map((quote) => quote.factor)).toContain(
      'Your answer: Master Blueprint answer (all questions in one), part 3',
    );
    expect(quotes.length).toBeLessThan(3);
  });

  it("drafts from the reader's library: their chosen text where they have one", () => {
    const chart = computeNatalChart(obama);
    const mine = 'My own reading of this Venus, as I explain it to every client in my sessions.';
    const texts = new Map([[`sign.venus.${chart.planets.venus.sign}`, mine]]);
    const doc = withLibraryTexts(texts, () => draftReading(['intensive-report'], material(obama)))[
      'intensive-report'
    ]!;
    const venus = paragraphsOf(doc).find(
      (paragraph) => paragraph.factor === `Venus in ${chart.planets.venus.sign}`,
    );
    expect(venus?.text).toBe(mine);
    expect(JSON.stringify(doc)).not.toContain(
      planetInSignInterpretation('venus', chart.planets.venus.sign),
    );
    expect(fingerprint(`  ${mine} `)).toBe(fingerprint(mine));
  });
});
