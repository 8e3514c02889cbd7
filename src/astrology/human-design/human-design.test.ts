import { MakeTime, SearchSunLongitude } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { computeNatalChart } from '../chart/natal-chart';
import { birthDaySpan, humanDesignForChart } from './from-natal-chart';
import { computeHumanDesign } from './human-design';

describe('computeHumanDesign', () => {
  it('gives each activation its gate, line and exact longitude', () => {
    const chart = computeHumanDesign({ utc: '1969-12-13T06:12:00Z' });
    // 21°04′ Sagittarius: inside 26.5, which runs from 260.75° to 261.6875°.
    expect(chart.personality.sun).toEqual({
      gate: 26,
      line: 5,
      longitude: expect.closeTo(261.07, 2),
    });
    expect(chart.design.sun.longitude).toBeCloseTo(chart.personality.sun.longitude - 88, 5);
    expect(chart.timeKnown).toBe(true);
    expect(chart.birthDay).toBeNull();
  });

  it('flags a Sun a few arcminutes past a gate boundary, and how much earlier a birth would move it', () => {
    // The Sun reaches 302° (gate 41 begins) early on 2000-01-21; 40 minutes later it is ~1.7′ in.
    const boundary = SearchSunLongitude(302, MakeTime(new Date('2000-01-15T00:00:00Z')), 20);
    const utc = new Date((boundary?.date.getTime() ?? 0) + 40 * 60_000);
    const chart = computeHumanDesign({ utc });
    const flag = chart.nearBoundaries.find(
      (each) => each.side === 'personality' && each.body === 'sun',
    );
    expect(flag).toMatchObject({ activation: '41.1', boundary: 'gate' });
    expect(flag?.arcminutes).toBeGreaterThan(1.4);
    expect(flag?.arcminutes).toBeLessThan(2);
    expect(flag?.birthTimeShiftMinutes).toBeGreaterThanOrEqual(-42);
    expect(flag?.birthTimeShiftMinutes).toBeLessThanOrEqual(-38);
    expect(chart.notes.map((note) => note.message)).toContain(
      `The personality Sun at 41.1 is ${flag?.arcminutes.toFixed(1)}′ from a gate boundary: a birth about ${-(flag?.birthTimeShiftMinutes ?? 0)} minutes earlier would change its gate, and with it the incarnation cross.`,
    );
  });

  it('does not flag a slow planet near a line that no plausible birth-time error would cross', () => {
    // Dave Roper's chart: Pluto sits 0.1′ from a line, but Pluto needs days to move that far.
    const chart = computeHumanDesign({ utc: '1969-12-13T06:12:00Z' });
    expect(chart.nearBoundaries.map((flag) => flag.body)).not.toContain('pluto');
  });
});

describe('an unknown birth time', () => {
  const chart = humanDesignForChart(
    computeNatalChart({ date: '1969-12-12', time: null, place: 'Fresno, CA' }),
  );

  it('spans the whole birth date on the birthplace clock', () => {
    expect(chart.timeKnown).toBe(false);
    expect(chart.birthDay).toMatchObject({
      from: '1969-12-12T08:00:00.000Z',
      to: '1969-12-13T08:00:00.000Z',
    });
  });

  it('sorts results into the same all day and changing within the day', () => {
    const varying = chart.birthDay?.varying.map((result) => result.field) ?? [];
    expect(chart.birthDay?.steady).toEqual(
      expect.arrayContaining(['type', 'definition', 'personality.pluto']),
    );
    expect(varying).toEqual(
      expect.arrayContaining(['personality.moon', 'design.moon', 'profile', 'incarnationCross']),
    );
    const moon = chart.birthDay?.varying.find((result) => result.field === 'personality.moon');
    // The Moon moves about 13° in a day: through several gates, line by line, in order.
    expect(moon?.values.length).toBeGreaterThan(12);
    expect(moon?.values[0]).toBe('60.5');
    expect(moon?.values.at(-1)).toBe('13.3');
  });

  it('says so in words and flags no boundaries it cannot know', () => {
    expect(chart.nearBoundaries).toEqual([]);
    expect(chart.notes[0]?.code).toBe('time-unknown');
    expect(chart.notes[0]?.message).toContain(
      'the type, strategy, definition and 15 of the 26 activations stay the same',
    );
    expect(chart.notes[0]?.message).toContain('profile (4/6, then 4/1, then 5/1)');
  });

  it('reads the birth date on the clock of the place, across a daylight-saving day too', () => {
    // 1990-03-25: Europe/Paris moved from UTC+1 to UTC+2 at 02:00, a 23-hour day.
    expect(
      birthDaySpan(computeNatalChart({ date: '1990-03-25', time: null, place: 'Paris, France' })),
    ).toEqual({
      from: '1990-03-24T23:00:00.000Z',
      to: '1990-03-25T22:00:00.000Z',
    });
    expect(
      birthDaySpan(computeNatalChart({ date: '1990-03-25', time: null, place: null })),
    ).toEqual({
      from: '1990-03-25T00:00:00.000Z',
      to: '1990-03-26T00:00:00.000Z',
    });
  });

  it('draws a known birth time from the natal chart at that instant', () => {
    const known = humanDesignForChart(
      computeNatalChart({ date: '1969-12-12', time: '22:12', place: 'Fresno, CA' }),
    );
    expect(known).toMatchObject({ timeKnown: true, profile: '5/1', birthDay: null });
    expect(known.incarnationCross.name).toBe('Left Angle Cross of Confrontation');
  });
});
