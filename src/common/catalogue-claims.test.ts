import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCatalogueClaimProblems } from './catalogue-claims';

const root = path.resolve(import.meta.dirname, '../..');

function filesUnder(folder: string, pattern: RegExp): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file) && !/\.(test|spec)\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));
}

/**
 * Every place copy lives: pages and components, e-mail templates, the report PDFs, and shared copy in
 * src/common (tiers, catalogue, policy texts). New files there are picked up by themselves.
 */
const copyFiles = [
  ...filesUnder('src/client', /\.tsx?$/),
  ...filesUnder('src/server/mail/templates', /\.tsx?$/),
  ...filesUnder('src/server/reports/documents', /\.tsx?$/),
  ...filesUnder('src/common', /\.ts$/).filter((file) => !file.endsWith('catalogue-claims.ts')),
];

describe('prices, delivery times and guarantees in the shop copy', () => {
  it('scans the pages, the e-mail templates and the shared copy', () => {
    expect(copyFiles).toContain(path.join('src/client/features/tiers/what-you-buy-panel.tsx'));
    expect(copyFiles).toContain(path.join('src/server/mail/templates/order-confirmation.tsx'));
    expect(copyFiles).toContain(path.join('src/common/tiers.ts'));
    expect(copyFiles.length).toBeGreaterThan(100);
  });

  it.each(copyFiles)('%s states only what the catalogue holds', (file) => {
    const problems = findCatalogueClaimProblems(readFileSync(path.join(root, file), 'utf8'));
    expect(problems).toEqual([]);
  });
});

describe('findCatalogueClaimProblems', () => {
  const claims = (text: string) => findCatalogueClaimProblems(text).map((problem) => problem.claim);

  it('accepts catalogue prices, the tier ranges and the delivery and guarantee promises', () => {
    expect(
      claims(
        [
          '<p>The Guided Journey at $75.00, The Quantum Leap for $1,100.</p>',
          "priceRange: '$100 - $150',",
          "'Delivered by e-mail within 7 to 10 business days.'",
          "'Reports within 10 to 14 business days after your questionnaire.'",
          "'7-10 business days'",
          '<h2>60-day money-back guarantee</h2><p>30-day satisfaction guarantee</p>',
          "'A full refund if you ask within 30 days of your payment.'",
          "'Refunds usually reach your card within 5 to 10 business days, depending on your bank.'",
          "'Not there after 10 business days? Write to us about your refund.'",
          "'Claim the guarantee and the refund reaches your card within 5 to 10 business days.'",
          '<p>\n  Your refund usually reaches your card\n  within 5 to 10 business days.\n</p>',
          'const total = `${formatUsd(amount)}`; text.replace(/x/, "$&");',
          "'Visitors who arrive through it are yours for 30 days.'",
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('flags a price no product has, with cents, or of another product', () => {
    expect(claims('<p>Only $99 today</p>')).toEqual(['$99']);
    expect(claims("'$75.50'")).toEqual(['$75.50']);
    expect(claims("'The Guided Journey costs $350.00'")).toEqual(['$350.00']);
    expect(claims("'The Intensive ($75.00)'")).toEqual(['$75.00']);
  });

  it('flags delivery ranges no product promises', () => {
    expect(claims("'Delivered within 5 to 7 days.'")).toEqual(['5 to 7 days']);
    expect(claims("'Your reading arrives in 2-4 business days.'")).toEqual(['2-4 business days']);
    expect(claims("'Ready within 6 business days.'")).toEqual(['6 business days']);
    // The refund arrival time is allowed only where a refund is meant.
    expect(claims("'Your report arrives within 5 to 10 business days.'")).toEqual([
      '5 to 10 business days',
    ]);
    expect(claims("'Refunds reach your card within 3 to 5 business days.'")).toEqual([
      '3 to 5 business days',
    ]);
  });

  it('flags guarantee lengths no product has, or counted from delivery', () => {
    expect(claims('<p>14-day money-back guarantee</p>')).toEqual(['14-day money-back guarantee']);
    expect(claims("'Ask within 90 days of your purchase.'")).toEqual([
      'within 90 days of your purchase',
    ]);
    expect(claims("'Write within 30 days of delivery.'")).toEqual(['within 30 days of delivery']);
  });

  it('ignores comments, which explain code rather than promise anything', () => {
    expect(claims('// was $99 and 5 to 7 days\n/** a 14-day guarantee */\nconst x = 1;')).toEqual(
      [],
    );
  });

  it('gives the line of each problem', () => {
    expect(findCatalogueClaimProblems("const a = 1;\nconst b = '$42';")).toEqual([
      { claim: '$42', line: 2, reason: 'no product costs this and no tier range names it' },
    ]);
  });
});
