import { describe, expect, it } from 'vitest';
import { planetNames } from '../ephemeris/bodies';
import { InvalidBirthDataError } from './birth-input';
import { computeNatalChart } from './natal-chart';

describe('computeNatalChart', () => {
  it('returns the documented shape', () => {
    const chart = computeNatalChart({ date: '1961-08-04', time: '19:24', place: 'Honolulu, HI' });
    expect(chart.utc).toBe('1961-08-05T05:24:00.000Z');
    expect(chart.place).toEqual({
      name: 'Honolulu, Hawaii, United States',
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      timeZone: 'Pacific/Honolulu',
      utcOffsetMinutes: -600,
      precision: 'city',
    });
    expect(chart.sun).toEqual({
      sign: 'Leo',
      degree: "12°33'",
      longitude: expect.any(Number),
      speed: expect.closeTo(0.958, 3),
      retrograde: false,
      house: 6,
    });
    expect(Object.keys(chart.planets)).toEqual([...planetNames]);
    expect(chart.houses).toMatchObject({ system: 'placidus', fallbackReason: null });
    expect(chart.houses?.cusps).toHaveLength(12);
    expect(chart.aspects[0]).toEqual({
      first: expect.any(String),
      second: expect.any(String),
      aspect: expect.any(String),
      angle: expect.any(Number),
      orb: expect.any(Number),
      applying: expect.toBeOneOf([true, false, null]),
    });
    expect(chart.lifePath).toEqual({ number: 2, reduced: { month: 8, day: 4, year: 8, sum: 20 } });
    expect(chart.notes).toEqual([]);
  });

  it('leaves Rising and Midheaven out, with a note, when the place is not recognised', () => {
    const chart = computeNatalChart({ date: '1990-05-05', time: '08:00', place: 'Xqzzyville' });
    expect(chart.place).toBeNull();
    expect(chart.ascendant).toBeNull();
    expect(chart.midheaven).toBeNull();
    expect(chart.houses).toBeNull();
    expect(chart.moon.house).toBeNull();
    expect(chart.aspects.some((aspect) => aspect.first === 'ascendant')).toBe(false);
    expect(chart.notes.map((note) => note.code)).toEqual(['place-unresolved']);
    expect(chart.utc).toBe('1990-05-05T08:00:00.000Z');
  });

  it('says how far the Moon could be off when nothing in the place is recognised', () => {
    // 1990-05-05: the Moon moves from Virgo into Libra within the UTC−12..UTC+14 window.
    const chart = computeNatalChart({ date: '1990-05-05', time: '08:00', place: 'Xqzzyville' });
    const message = chart.notes[0]?.message ?? '';
    expect(message).toContain('we assumed the birth clock showed UTC');
    expect(message).toContain('from UTC−12 to UTC+14, the Moon could be in Virgo or Libra.');
    const certain = computeNatalChart({ date: '1990-05-07', time: '12:00', place: null });
    expect(certain.notes[0]?.message).toContain('your Moon sign is certain');
  });

  it("uses a state's clock, without Rising sign or Midheaven, when only the state is known", () => {
    const chart = computeNatalChart({
      date: '1990-05-05',
      time: '08:00',
      place: 'Smallville, Kansas',
    });
    expect(chart.place).toMatchObject({
      name: 'Kansas, United States',
      timeZone: 'America/Chicago',
      precision: 'region',
      utcOffsetMinutes: -300,
    });
    expect(chart.utc).toBe('1990-05-05T13:00:00.000Z');
    expect(chart.ascendant).toBeNull();
    expect(chart.midheaven).toBeNull();
    expect(chart.notes[0]).toEqual({
      code: 'place-approximate',
      message:
        'We could not find "Smallville, Kansas" in our gazetteer, so we used the clock of Kansas, United States (America/Chicago). Sun and Moon are exact; the Rising sign needs a recognised town or city nearby.',
    });
  });

  it('uses local noon without a birth time and says so', () => {
    const chart = computeNatalChart({ date: '1990-05-05', time: null, place: 'Paris, France' });
    expect(chart.utc).toBe('1990-05-05T10:00:00.000Z');
    expect(chart.ascendant).toBeNull();
    expect(chart.notes.map((note) => note.code)).toContain('time-unknown');
  });

  it('notes a spring-forward gap and an autumn overlap', () => {
    const gap = computeNatalChart({ date: '2021-03-14', time: '02:30', place: 'New York, NY' });
    expect(gap.utc).toBe('2021-03-14T07:30:00.000Z');
    expect(gap.notes.find((note) => note.code === 'clock-gap')?.message).toContain('03:30');
    const overlap = computeNatalChart({
      date: '2021-11-07',
      time: '1:30 AM',
      place: 'New York, NY',
    });
    expect(overlap.utc).toBe('2021-11-07T05:30:00.000Z');
    expect(overlap.notes.map((note) => note.code)).toContain('clock-overlap');
  });

  it('notes local mean time and reports the real offset', () => {
    const chart = computeNatalChart({
      date: '1940-05-05',
      time: '12:00',
      place: 'Jeddah, Saudi Arabia',
    });
    expect(chart.notes.map((note) => note.code)).toContain('local-mean-time');
    expect(chart.place?.utcOffsetMinutes).toBeCloseTo((chart.place?.longitude ?? 0) * 4, 1);
  });

  it('notes a Sun, Moon or Ascendant within 1° of a sign boundary', () => {
    // Ascendant 29°58' Leo (see reference-charts.test.ts).
    const chart = computeNatalChart({
      date: '1946-06-14',
      time: '10:54',
      place: { latitude: 40.7011, longitude: -73.8086, timeZone: 'America/New_York' },
    });
    const note = chart.notes.find((candidate) => candidate.code === 'near-cusp');
    expect(note?.message).toMatch(/Ascendant at 29°5\d' Leo is within 1° of Virgo/);
  });

  it('rejects bad input with InvalidBirthDataError', () => {
    expect(() => computeNatalChart({ date: '1990-02-30', time: null, place: null })).toThrow(
      InvalidBirthDataError,
    );
    expect(() => computeNatalChart({ date: '1990-02-03', time: '25:00', place: null })).toThrow(
      InvalidBirthDataError,
    );
    expect(() =>
      computeNatalChart({
        date: '1990-02-03',
        time: null,
        place: { latitude: 95, longitude: 0, timeZone: 'UTC' },
      }),
    ).toThrow(InvalidBirthDataError);
    expect(() =>
      computeNatalChart({
        date: '1990-02-03',
        time: null,
        place: { latitude: 0, longitude: 0, timeZone: 'Mars/Olympus' },
      }),
    ).toThrow(InvalidBirthDataError);
  });

  it('reads 12 AM as just after midnight', () => {
    const chart = computeNatalChart({
      date: '2000-01-01',
      time: '12:10 AM',
      place: { latitude: 51.5, longitude: 0, timeZone: 'Europe/London' },
    });
    expect(chart.utc).toBe('2000-01-01T00:10:00.000Z');
  });
});
