/**
 * The year ahead against published dates, then its invariants.
 *
 * Published references (read 2026-11 through the search tool; only the dates and times were
 * taken, converted to UTC where the page gives US Eastern time):
 * - Eclipse maxima, UT: moonblink.info/Eclipse/eclipse/2026_02_17 (annular, 12:11:45),
 *   moonblink.info/Eclipse/eclipse/2026_08_12 (total, 17:45:44),
 *   moonblink.info/Eclipse/eclipse/2026_08_28 (partial lunar, 04:12:49); the total lunar eclipse
 *   of 2026-03-03, greatest at 11:33 UTC (ibtimes.com.au, "Total lunar eclipse March 3 2026
 *   blood moon timetable", and newsbytesapp.com, both from the timeanddate/NASA timetable).
 * - Full moons: 2026-01-03 10:03 GMT (8pmnews.com, "Wolf Supermoon 2026"; timesng.com: 5:03 a.m.
 *   EST); 2026-05-31 08:45 UTC, the blue moon (mogazmasr.com/119507; 9.45am BST in
 *   mogazmasr.com/118507).
 * - Mercury stations 2026: retrograde Feb 26, direct Mar 20 (hindustantimes.com and
 *   mindbodygreen.com, 2026-02); retrograde June 29 on the 26th degree of Cancer, direct July 23
 *   on the 16th (al-mutem.com/en/journal/mercurio-retrogrado-cancer-julio-2026).
 * - Ingresses: Jupiter into Leo 2026-06-30 about 06:00 UTC (kaxanta.com/blog/jupiter-leaves-
 *   cancer-june-30-2026/); Saturn into Aries 2026-02-13 7:11 PM ET = 2026-02-14 00:11 UTC
 *   (cafeastrology.com/events/saturn-enters-aries-2026/); Neptune into Aries 2026-01-26
 *   12:38 p.m. EST = 17:38 UTC (alexstrology.com/tpra-blog/neptune-in-aries-saturn).
 *   A slow planet's ingress moment moves hours for arcseconds of ephemeris difference
 *   (astronomy-engine vs the Swiss Ephemeris those sites use: planets within about 20", shared
 *   docs/readings.md), so those two are compared as arc: time difference × speed < 20".
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { aspectAngles } from '../chart/aspects';
import { InvalidBirthDataError } from '../chart/birth-input';
import { computeNatalChart, type NatalChart } from '../chart/natal-chart';
import { signOf } from '../chart/zodiac';
import { gapTo, longitudeAt, speedAt } from './body-track';
import { computeCalendarYear, computeYearAhead } from './year-ahead';
import type { YearAhead, YearEvent } from './year-types';

const j2000 = Date.UTC(2000, 0, 1, 12);
const utOf = (iso: string) => (Date.parse(iso) - j2000) / 86_400_000;
const minutesApart = (first: string, second: string) =>
  Math.abs(Date.parse(first) - Date.parse(second)) / 60_000;

const honolulu = { latitude: 21.3069, longitude: -157.8583, timeZone: 'Pacific/Honolulu' };
let chart: NatalChart;
let year2026: YearAhead;

beforeAll(() => {
  chart = computeNatalChart({ date: '1961-08-04', time: '19:24', place: honolulu });
  year2026 = computeCalendarYear(chart, 2026);
});

function only<K extends YearEvent['kind']>(kind: K): Extract<YearEvent, { kind: K }>[] {
  return year2026.events.filter(
    (event): event is Extract<YearEvent, { kind: K }> => event.kind === kind,
  );
}

describe('published dates of 2026', () => {
  it('finds the four eclipses at their published maxima, with their kinds, within 2 minutes', () => {
    const eclipses = only('eclipse').map((event) => [event.body, event.type, event.utc] as const);
    const published = [
      ['sun', 'annular', '2026-02-17T12:11:45Z'],
      ['moon', 'total', '2026-03-03T11:33:00Z'],
      ['sun', 'total', '2026-08-12T17:45:44Z'],
      ['moon', 'partial', '2026-08-28T04:12:49Z'],
    ] as const;
    expect(eclipses).toHaveLength(published.length);
    published.forEach(([body, type, utc], index) => {
      const [foundBody, foundType, foundUtc] = eclipses[index] ?? [];
      expect([foundBody, foundType]).toEqual([body, type]);
      expect(minutesApart(foundUtc ?? '', utc)).toBeLessThan(2);
    });
  });

  it('times published full moons within 2 minutes and finds 13 of them (a blue moon year)', () => {
    const fullMoons = only('lunation').filter((event) => event.phase === 'full');
    expect(fullMoons).toHaveLength(13);
    for (const published of ['2026-01-03T10:03:00Z', '2026-05-31T08:45:00Z']) {
      const nearest = fullMoons.find((event) => minutesApart(event.utc, published) < 60);
      expect(nearest, published).toBeDefined();
      expect(minutesApart(nearest?.utc ?? '', published)).toBeLessThan(2);
    }
    expect(only('lunation').filter((event) => event.phase === 'new')).toHaveLength(12);
  });

  it('finds Mercury’s 2026 stations on their published dates and degrees', () => {
    const stations = only('station')
      .filter((event) => event.body === 'mercury')
      .map((event) => [event.utc.slice(0, 10), event.turns, event.position] as const);
    expect(stations.map(([date, turns]) => [date, turns])).toEqual([
      ['2026-02-26', 'retrograde'],
      ['2026-03-20', 'direct'],
      ['2026-06-29', 'retrograde'],
      ['2026-07-23', 'direct'],
      ['2026-10-24', 'retrograde'],
      ['2026-11-13', 'direct'],
    ]);
    // The page counts degrees as charts print them: "26th degree" for 26°xx', "16th" for 16°xx'.
    const [, , june] = stations[2] ?? [];
    const [, , july] = stations[3] ?? [];
    expect(june?.sign).toBe('Cancer');
    expect(Math.floor((june?.longitude ?? 0) % 30)).toBe(26);
    expect(july?.sign).toBe('Cancer');
    expect(Math.floor((july?.longitude ?? 0) % 30)).toBe(16);
  });

  it('times Jupiter’s ingress into Leo within 10 minutes of the published 06:00 UTC', () => {
    const ingress = only('ingress').find(
      (event) => event.body === 'jupiter' && event.sign === 'Leo',
    );
    expect(minutesApart(ingress?.utc ?? '', '2026-06-30T06:00:00Z')).toBeLessThan(10);
  });

  it.each([
    ['saturn', '2026-02-14T00:11:00Z'],
    ['neptune', '2026-01-26T17:38:00Z'],
  ] as const)(
    'puts %s’s ingress into Aries within 20" of arc of the published moment',
    (body, published) => {
      const ingress = only('ingress').find(
        (event) => event.body === body && event.sign === 'Aries',
      );
      expect(ingress).toBeDefined();
      const days = Math.abs(utOf(ingress?.utc ?? '') - utOf(published));
      expect(days * Math.abs(speedAt(body, utOf(published))) * 3600).toBeLessThan(20);
    },
  );
});

describe('exactness', () => {
  it('puts every transit exactly on its aspect (to 1e-4°) at its moment', () => {
    const natal: Record<string, number> = {
      sun: chart.sun.longitude,
      moon: chart.moon.longitude,
      ascendant: chart.ascendant?.longitude ?? NaN,
      midheaven: chart.midheaven?.longitude ?? NaN,
      ...Object.fromEntries(
        Object.entries(chart.planets).map(([name, body]) => [name, body.longitude]),
      ),
    };
    const transits = only('transit');
    expect(transits.length).toBeGreaterThan(250);
    for (const transit of transits) {
      const apart = Math.abs(
        gapTo(longitudeAt(transit.body, utOf(transit.utc)), natal[transit.natalPoint] ?? NaN),
      );
      expect(Math.abs(apart - aspectAngles[transit.aspect]), transit.summary).toBeLessThan(1e-4);
    }
  });

  it('puts every ingress on its sign boundary, entering the sign it names', () => {
    for (const ingress of only('ingress')) {
      const ut = utOf(ingress.utc);
      const step = 0.01;
      expect(signOf(longitudeAt(ingress.body, ut + step)), ingress.summary).toBe(ingress.sign);
      expect(signOf(longitudeAt(ingress.body, ut - step)), ingress.summary).not.toBe(ingress.sign);
    }
  });

  it('turns the motion round at every station', () => {
    for (const station of only('station')) {
      const ut = utOf(station.utc);
      const [before, after] = [speedAt(station.body, ut - 0.5), speedAt(station.body, ut + 0.5)];
      expect(Math.sign(after), station.summary).toBe(station.turns === 'retrograde' ? -1 : 1);
      expect(Math.sign(before), station.summary).toBe(station.turns === 'retrograde' ? 1 : -1);
    }
  });

  it('finds every pass of a retrograde loop, alternating direction', () => {
    const loop = only('transit').filter(
      (event) => event.body === 'pluto' && event.natalPoint === 'moon' && event.aspect === 'trine',
    );
    expect(loop.map((event) => [event.pass, event.passes, event.retrograde])).toEqual([
      [1, 3, false],
      [2, 3, true],
      [3, 3, false],
    ]);
    for (const transit of only('transit'))
      expect(transit.retrograde, transit.summary).toBe(
        transit.passes > 1 && transit.pass % 2 === 0,
      );
  });

  it('keeps each exact moment inside its "in effect" window', () => {
    for (const { utc, inEffect, summary } of only('transit')) {
      if (inEffect.from) expect(inEffect.from < utc, summary).toBe(true);
      if (inEffect.to) expect(inEffect.to > utc, summary).toBe(true);
    }
  });
});

describe('ranking and weeks', () => {
  it('sorts events by time', () => {
    const times = year2026.events.map((event) => event.utc);
    expect(times).toEqual([...times].sort());
  });

  it('ranks slow planets to the Sun, Moon or angles above eclipses, lunations, Jupiter and inner planets', () => {
    const weights = (filter: (event: YearEvent) => boolean) =>
      year2026.events.filter(filter).map((event) => event.weight);
    const slowToKey = weights(
      (event) =>
        event.kind === 'transit' &&
        ['saturn', 'uranus', 'neptune', 'pluto'].includes(event.body) &&
        ['sun', 'moon', 'ascendant', 'midheaven'].includes(event.natalPoint),
    );
    const eclipses = weights((event) => event.kind === 'eclipse');
    const lunations = weights((event) => event.kind === 'lunation');
    const jupiter = weights((event) => event.kind === 'transit' && event.body === 'jupiter');
    const inner = weights(
      (event) =>
        event.kind === 'transit' && ['sun', 'mercury', 'venus', 'mars'].includes(event.body),
    );
    for (const [higher, lower] of [
      [slowToKey, eclipses],
      [eclipses, lunations],
      [lunations, jupiter],
      [jupiter, inner],
    ] as const) {
      expect(higher.length * lower.length).toBeGreaterThan(0);
      expect(Math.min(...higher)).toBeGreaterThan(Math.max(...lower));
    }
  });

  it('gives every week of the year (53, the last one day) its most significant events first', () => {
    expect(year2026.weeks).toHaveLength(53);
    expect(year2026.weeks[0]?.from).toBe('2026-01-01');
    expect(year2026.weeks[52]).toMatchObject({ from: '2026-12-31', to: '2027-01-01' });
    for (const week of year2026.weeks) {
      expect(week.events.length, week.from).toBeGreaterThan(0);
      const weights = week.events.map((event) => event.weight);
      expect(weights).toEqual([...weights].sort((first, second) => second - first));
      if (!week.hasExactEvents) continue;
      const allExact = year2026.events.filter(
        (event) => event.utc >= week.from && event.utc < week.to,
      );
      expect(weights[0]).toBe(Math.max(...allExact.map((event) => event.weight)));
    }
  });

  it('places lunations in the natal houses when the chart has them', () => {
    const fullMoon = only('lunation').find((event) => event.utc.startsWith('2026-01-03'));
    expect(fullMoon?.house).toBe(5);
    expect(fullMoon?.summary).toBe("Full Moon at 13°02' Cancer in your 5th house");
  });
});

describe('an unknown birth time', () => {
  it('drops transits to the Moon and angles, gives each transit its uncertainty and says so', () => {
    const noTime = computeNatalChart({ date: '1961-08-04', time: null, place: honolulu });
    const year = computeYearAhead(noTime, { from: '2027-03-15' });
    expect(year.from).toBe('2027-03-15');
    expect(year.to).toBe('2028-03-15');
    const transits = year.events.filter((event) => event.kind === 'transit');
    expect(transits.length).toBeGreaterThan(200);
    for (const transit of transits) {
      expect(['moon', 'ascendant', 'midheaven']).not.toContain(transit.natalPoint);
      expect(transit.uncertaintyDays).toEqual(expect.any(Number));
    }
    for (const event of year.events)
      if (event.kind === 'lunation' || event.kind === 'eclipse') expect(event.house).toBeNull();
    expect(year.notes.join(' ')).toContain('No birth time');
    expect(year.weeks).toHaveLength(53);
  });
});

describe('invariants over random births', () => {
  it('keeps every week non-empty and every transit exact', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1935-01-01'), max: new Date('2010-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 2024, max: 2030 }),
        (birth, minuteOfDay, year) => {
          const time = `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;
          const natal = computeNatalChart({
            date: birth.toISOString().slice(0, 10),
            time,
            place: { latitude: 48.85, longitude: 2.35, timeZone: 'Europe/Paris' },
          });
          const ahead = computeCalendarYear(natal, year);
          expect(ahead.weeks.every((week) => week.events.length > 0)).toBe(true);
          for (const event of ahead.events) {
            if (event.kind !== 'transit' || event.natalPoint !== 'sun') continue;
            const apart = Math.abs(
              gapTo(longitudeAt(event.body, utOf(event.utc)), natal.sun.longitude),
            );
            expect(Math.abs(apart - aspectAngles[event.aspect])).toBeLessThan(1e-4);
          }
        },
      ),
      { numRuns: 4 },
    );
  });
});

describe('the period asked for', () => {
  it('refuses a start date that does not exist or lies outside 1800-2200', () => {
    expect(() => computeYearAhead(chart, { from: '2027-02-30' })).toThrow(InvalidBirthDataError);
    expect(() => computeYearAhead(chart, { from: '2027-2-3' })).toThrow(/YYYY-MM-DD/);
    expect(() => computeCalendarYear(chart, 2500)).toThrow(/1800-2200/);
  });
});
