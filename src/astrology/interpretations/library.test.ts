/**
 * The interpretation library as shipped, and its texts reaching what the documents compose.
 * The chart is Barack Obama's (4 August 1961, 19:24 HST, Honolulu; Astro-Databank, rated AA),
 * the one the profile portrait's own tests use.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../common/catalogue';
import { entryKeySchema, libraryGroups, placeholdersOf } from '../../common/library';
import { computeChartShape } from '../chart-shape/chart-shape';
import { chartBodies, type ChartBody } from '../chart/chart-types';
import { computeNatalChart } from '../chart/natal-chart';
import type { ZodiacSign } from '../chart/zodiac';
import { humanDesignForChart } from '../human-design/from-natal-chart';
import { coreNumbers } from '../numerology/core-numbers';
import { loadGazetteer } from '../place/gazetteer';
import { humanDesignTypeMeaning } from './human-design';
import {
  bodyInHouseInterpretation,
  planetInSignInterpretation,
  composeProfilePortrait,
} from './index';
import '../index';
import { isLibraryParagraph, libraryText, shippedLibrary, withLibraryTexts } from './library';

beforeAll(() => loadGazetteer());

const obama = {
  date: '1961-08-04',
  time: '19:24',
  place: 'Honolulu, Hawaii, United States',
};

function obamaPortrait(): string {
  const chart = computeNatalChart(obama);
  const positions = { sun: chart.sun, moon: chart.moon, ...chart.planets };
  const signs = Object.fromEntries(
    chartBodies.map((body) => [body, positions[body].sign]),
  ) as Record<ChartBody, ZodiacSign>;
  return composeProfilePortrait({
    firstName: 'Barack',
    shape: computeChartShape(chart),
    signs: { ...signs, ascendant: chart.ascendant?.sign ?? null },
    moonLongitude: chart.moon.longitude,
    humanDesign: humanDesignForChart(chart),
    numbers: coreNumbers({ birthDate: obama.date, fullName: 'Barack Hussein Obama', year: 2026 }),
  })
    .flatMap((section) => section.paragraphs)
    .join('\n');
}

describe('the interpretation library as shipped', () => {
  const entries = shippedLibrary();

  it('holds every factor family the documents interpret, none empty, each key once', () => {
    expect(entries.length).toBeGreaterThan(600);
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(entries.length);
    for (const entry of entries) expect(entryKeySchema.parse(entry.key)).toBe(entry.key);
    for (const entry of entries) {
      expect(isLibraryParagraph(entry.text), entry.key).toBe(true);
      expect(entry.factor.trim().length, entry.key).toBeGreaterThan(2);
      expect(entry.factor, entry.key).not.toMatch(/undefined/);
    }
    const groups = new Set(entries.map((entry) => entry.group));
    expect([...groups].sort()).toEqual([...libraryGroups].sort());
    // Ten bodies in twelve signs, and in twelve houses.
    expect(entries.filter((entry) => entry.group === 'Planets in signs')).toHaveLength(120);
    expect(entries.filter((entry) => entry.group === 'Planets in houses')).toHaveLength(120);
    expect(entries.filter((entry) => entry.group === 'Rising sign')).toHaveLength(12);
  });

  it('names factors as readers do', () => {
    const factor = (key: string) => entries.find((entry) => entry.key === key)?.factor;
    expect(factor('sign.venus.Libra')).toBe('Venus in Libra');
    expect(factor('house-placement.mars.10')).toBe('Mars in the 10th house');
    expect(factor('rising.Scorpio')).toBe('Scorpio rising');
    expect(factor('hd-type.Generator.strategy')).toBe('Generator: strategy');
    expect(factor('life-path.7')).toBe('Life path 7');
  });

  it('says which documents read each entry, by the titles the catalogue gives them', () => {
    const titles = new Set(
      products.flatMap((product) =>
        product.ownDeliverables.flatMap((item) =>
          item.kind === 'computed-document' ? [item.name] : [],
        ),
      ),
    );
    for (const entry of entries) {
      expect(entry.usedIn.length, entry.key).toBeGreaterThan(0);
      for (const title of entry.usedIn) expect(titles.has(title), title).toBe(true);
    }
  });

  it('keeps the values a document fills in visible as placeholders', () => {
    const withValues = entries.filter((entry) => placeholdersOf(entry.text).length > 0);
    expect(withValues.map((entry) => entry.key)).toContain('number-role.lifePath');
    expect(placeholdersOf(libraryText('number-role.lifePath'))).toEqual([
      '{gift}',
      '{keyword}',
      '{n}',
    ]);
  });
});

describe('reading the library', () => {
  it('gives the shipped text outside a render and the library text inside one', async () => {
    const shipped = planetInSignInterpretation('venus', 'Libra');
    const edited = 'Venus in Libra, as this shop now reads it, asks for fairness in love.';
    const texts = new Map([['sign.venus.Libra', edited]]);
    expect(withLibraryTexts(texts, () => planetInSignInterpretation('venus', 'Libra'))).toBe(
      edited,
    );
    expect(withLibraryTexts(texts, () => planetInSignInterpretation('venus', 'Aries'))).not.toBe(
      edited,
    );
    expect(planetInSignInterpretation('venus', 'Libra')).toBe(shipped);
    // Through awaits, and two renders at once each with their own library.
    const [inside, other] = await Promise.all([
      withLibraryTexts(texts, async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return planetInSignInterpretation('venus', 'Libra');
      }),
      withLibraryTexts(new Map(), async () => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        return planetInSignInterpretation('venus', 'Libra');
      }),
    ]);
    expect(inside).toBe(edited);
    expect(other).toBe(shipped);
  });

  it('reaches nested fields and tables merged at load (houses of every body, Human Design)', () => {
    const texts = new Map([
      ['house-placement.pluto.4', 'Pluto in the fourth house: a new text for the test.'],
      ['hd-type.Projector.strategy', 'Wait for the invitation: a new text for the test.'],
      ['hd-type.Manifesting-Generator.strategy', 'Respond, then inform: a new text for the test.'],
    ]);
    withLibraryTexts(texts, () => {
      expect(bodyInHouseInterpretation('pluto', 4)).toBe(texts.get('house-placement.pluto.4'));
      expect(humanDesignTypeMeaning('Projector').strategy).toBe(
        texts.get('hd-type.Projector.strategy'),
      );
      expect(humanDesignTypeMeaning('Manifesting Generator').strategy).toBe(
        texts.get('hd-type.Manifesting-Generator.strategy'),
      );
    });
  });

  it("changes what a profile portrait says where the reader's entry is used, nothing else", () => {
    const shipped = obamaPortrait();
    const used = shippedLibrary().filter(
      (entry) => entry.group === 'Profile portraits' && shipped.includes(entry.text),
    );
    expect(used.length).toBeGreaterThan(3);
    const entry = used[0]!;
    const edited = 'This paragraph was rewritten by a reader of the shop for the library test.';
    const portrait = withLibraryTexts(new Map([[entry.key, edited]]), obamaPortrait);
    expect(portrait).toContain(edited);
    expect(portrait).not.toContain(entry.text);
    expect(portrait.replace(edited, entry.text)).toBe(shipped);
  });
});
