import { describe, expect, it } from 'vitest';
import { computeNatalChart, describePosition } from '../../../astrology';
import { freeSummary } from './free-summary';
import { mailTemplates } from './index';
import { utcOffsetText } from './summary-facts';

const context = {
  shopName: 'Astral Path',
  supportEmail: 'help@astral.test',
  publicUrl: 'https://astral.test',
};

function render(overrides: Record<string, unknown> = {}) {
  return freeSummary(
    {
      userId: 'a1b2',
      fullName: 'Maya Okafor',
      birthDate: '1988-03-14',
      birthTime: '00:15',
      birthLocation: 'Austin, TX',
      ...overrides,
    },
    context,
  );
}

describe('free-summary mail', () => {
  it('cannot carry a working link or markup typed into the free form to a stranger', async () => {
    const mail = await render({
      fullName: '<b>Prize</b>evil.example/claim x@evil.example',
      birthLocation: 'https://evil.example/win',
    });
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/evil\.example/);
      expect(part).not.toMatch(/https:\/\/evil/);
    }
    expect(mail.html).not.toContain('<b>Prize</b>');
    expect(mail.html.replaceAll('\u200B', '')).toContain('&lt;b&gt;Prize&lt;/b&gt;');
    // Still reads the same: only invisible spaces were added.
    expect(mail.text.replaceAll('\u200B', '')).toContain('https://evil.example/win');
    expect(mail.subject.replaceAll('\u200B', '')).toContain('<b>Prize</b>evil.example/claim');
  });

  it('never states a Rising sign without a birth time, and says what the time would settle', async () => {
    // 10 December 1990 in London: the Moon went from Virgo into Libra during the day.
    const mail = await render({
      birthDate: '1990-12-10',
      birthTime: null,
      birthLocation: 'London, UK',
    });
    expect(mail.text).toContain('Rising: Needs your birth time');
    expect(mail.html).toContain('Needs your birth time');
    expect(mail.text).toContain('Moon: Virgo or Libra');
    expect(mail.text).toContain('Birth date and time: 10 December 1990, time not known');
    expect(mail.text).toContain('WHAT YOUR BIRTH TIME WOULD SETTLE');
    expect(mail.text).toMatch(/Houses and Midheaven\. Not given/);
    expect(mail.text).toMatch(/moved from 28°\d\d' Virgo to 10°\d\d' Libra/);
    expect(mail.html).toContain('What your birth time would settle');
    // No sign is named as the Rising sign anywhere.
    expect(mail.text).not.toMatch(
      /Rising: (Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces)/,
    );
    expect(mail.text).not.toContain('Ascendant in');
  });

  it('keeps one Moon sign with its day range when the Moon stayed in its sign', async () => {
    const mail = await render({
      birthDate: '1961-08-04',
      birthTime: null,
      birthLocation: 'London, UK',
    });
    expect(mail.text).toMatch(/Moon: \d+°\d\d' Taurus/);
    expect(mail.text).toMatch(
      /in Taurus all day, but it moved from 17°03' Taurus to 29°58' Taurus/,
    );
  });

  it('is the template registered for free-summary jobs, loaded when first rendered', async () => {
    const payload = {
      fullName: 'Maya Okafor',
      birthDate: '1988-03-14',
      birthTime: '00:15',
      birthLocation: 'Austin, TX',
    };
    expect(await mailTemplates['free-summary'](payload, context)).toEqual(
      await freeSummary(payload, context),
    );
  });

  it('names the summary and gives Sun, Moon and Rising with degrees, and the life path', async () => {
    const chart = computeNatalChart({ date: '1988-03-14', time: '00:15', place: 'Austin, TX' });
    expect(chart.sun.sign).toBe('Pisces');
    const mail = await render();
    expect(mail.subject).toBe('Your free astrological summary, Maya');
    for (const [label, position] of [
      ['Sun', chart.sun],
      ['Moon', chart.moon],
      ['Rising', chart.ascendant!],
    ] as const) {
      expect(mail.text).toContain(`${label}: ${describePosition(position)}`);
      // React writes the minute mark of 23°53' as &#x27;.
      expect(mail.html).toContain(describePosition(position).replaceAll("'", '&#x27;'));
    }
    expect(mail.text).toContain('With the Sun in Pisces');
    expect(mail.text).toContain(`YOUR LIFE PATH NUMBER: ${chart.lifePath.number}`);
    expect(mail.text).toContain(`Life path ${chart.lifePath.number} is the path`);
  });

  it('shows the place, local time and UTC offset it used, so a wrong birth time shows', async () => {
    const mail = await render();
    expect(mail.text).toContain('Birthplace: Austin, Texas, United States (30.27° N, 97.74° W)');
    expect(mail.text).toContain('14 March 1988, 12:15 AM (00:15) local time');
    expect(mail.text).toContain('America/Chicago, UTC−06:00 on that date');
    expect(mail.text).toContain('Calculated for: 14 March 1988, 06:15 UTC');
    // The Moon sits 0°41' into Aquarius: the engine's cusp note reaches the reader.
    expect(mail.text).toMatch(/WORTH KNOWING\n\* The Moon at 0°41' Aquarius is within 1°/);
  });

  it('explains a missing Rising sign and asks for a recognised place when the place is unknown', async () => {
    const mail = await render({ birthLocation: 'Qwxyzzy Vrrk' });
    expect(mail.text).toContain('Rising: Needs your birthplace');
    expect(mail.text).toContain('"Qwxyzzy Vrrk" (not recognised)');
    expect(mail.text).toMatch(
      /fill in the free form again with your birthplace as "City, Country".*a new summary will follow/,
    );
    expect(mail.html).toContain('Needs your birthplace');
    // It says what it assumed instead of quietly reading the clock as UTC.
    expect(mail.text).toContain('we assumed the birth clock showed UTC');
    expect(mail.text).toMatch(
      /from UTC−12 to UTC\+14, the Moon could be in Capricorn or Aquarius\./,
    );
  });

  it("uses the state's clock when only the state is recognised, says so and still asks for a town", async () => {
    const mail = await render({ birthLocation: 'Smallville, Kansas' });
    expect(mail.text).toContain('Rising: Needs your birthplace');
    expect(mail.text).toContain(
      'Birthplace: "Smallville, Kansas" (town not found; we used the clock of Kansas, United States)',
    );
    expect(mail.text).toContain('America/Chicago, UTC−06:00 on that date');
    expect(mail.text).toContain(
      'we used the clock of Kansas, United States (America/Chicago). Sun and Moon are exact',
    );
    expect(mail.text).toMatch(/fill in the free form again with the town you were born in/);
    expect(mail.html).toContain('we used the clock of Kansas, United States');
  });

  it('promises a corrected summary only the way one can be had: a new sign-up on the free form', async () => {
    for (const birthLocation of ['Qwxyzzy Vrrk', 'Smallville, Kansas', 'Austin, Texas']) {
      const mail = await render({ birthLocation });
      // Nobody edits a sign-up or resends its summary: a reply could not be acted on.
      expect(mail.text).not.toMatch(/Reply to this e-mail with/);
      expect(mail.text).not.toMatch(/we will (send|recalculate)/);
      expect(mail.text).toMatch(/Correct my birth details: \S+\/form\n/);
      expect(mail.html).toMatch(/href="[^"]*\/form"/);
    }
  });

  it('says when the clock time did not exist that day', async () => {
    const mail = await render({
      birthDate: '1990-03-25',
      birthTime: '02:30',
      birthLocation: 'Berlin',
    });
    expect(mail.text).toMatch(/02:30 did not exist on that date in Europe\/Berlin/);
  });

  it('invites to the paid tiers and the services page, and names the support address', async () => {
    const mail = await render();
    for (const page of ['/insight', '/deep-dive', '/master-blueprint', '/services']) {
      expect(mail.html).toContain(`href="https://astral.test${page}"`);
      expect(mail.text).toContain(`https://astral.test${page}`);
    }
    expect(mail.html).toContain('mailto:help@astral.test');
    expect(mail.text).toContain('help@astral.test');
  });

  it('escapes the name in the HTML part', async () => {
    const mail = await render({ fullName: 'Maya<script>alert("x")</script> Okafor' });
    expect(mail.html).not.toContain('<script');
    const visible = (text: string) => text.replaceAll('\u200B', '');
    expect(visible(mail.html)).toContain(
      'Maya&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;, here',
    );
    expect(visible(mail.text)).toContain('Dear Maya<script>alert("x")</script>,');
  });

  it('refuses a payload without birth data (the worker then gives the job up)', async () => {
    await expect(freeSummary({ fullName: 'Maya' }, context)).rejects.toThrow();
  });

  it('writes UTC offsets with a proper minus and keeps local-mean-time seconds', () => {
    expect(utcOffsetText(-360)).toBe('UTC−06:00');
    expect(utcOffsetText(330)).toBe('UTC+05:30');
    expect(utcOffsetText(53.47)).toBe('UTC+00:53:28');
  });
});
