import type { FiguresQuery, FiguresReport } from '../../../../common/figures';
import { formatCount } from '../../../../common/format';
import { formatCents } from '../../../../common/money';
import { CardList } from '../../../components/ui/card-list';
import { Detail, DetailList } from '../shared/detail-list';
import { Section } from '../shared/section';
import { CsvLink } from './figure-table';
import { percentOf } from './figures-lines';

interface FigureGroup {
  title: string;
  lines: (report: FiguresReport) => [label: string, value: string][];
}

/** A count with its share of the step before: "12 (25% of views)". */
const share = (count: number, of: number, ofWhat: string) =>
  `${formatCount(count)} (${percentOf(count, of)} of ${ofWhat})`;

/** What selling more brought beside the orders: each a small group of figures. */
const groups: readonly FigureGroup[] = [
  {
    title: 'Free summary',
    lines: ({ freeSummary }) => [
      ['Form views', formatCount(freeSummary.formViews)],
      ['Sign-ups', share(freeSummary.signups, freeSummary.formViews, 'views')],
      ['First purchases', share(freeSummary.firstPurchases, freeSummary.signups, 'sign-ups')],
    ],
  },
  {
    title: 'Gifts',
    lines: ({ gifts }) => [
      ['Bought', formatCount(gifts.bought)],
      ['Claimed', formatCount(gifts.claimed)],
    ],
  },
  {
    title: 'Upgrades',
    lines: ({ upgrades }) => [
      ['Paid', formatCount(upgrades.paid)],
      ['Gross', formatCents(upgrades.grossCents)],
      ['Refunded', formatCount(upgrades.refunded)],
    ],
  },
  {
    title: 'Checkout reminders',
    lines: ({ reminders }) => [
      ['Sent', formatCount(reminders.sent)],
      ['Paid after', share(reminders.paidAfter, reminders.sent, 'sent')],
    ],
  },
  {
    title: 'Reviews',
    lines: ({ reviews }) => [
      ['Written', formatCount(reviews.written)],
      ['Approved', formatCount(reviews.approved)],
      [
        'Average rating',
        reviews.averageRating === null ? '—' : `${reviews.averageRating.toFixed(1)} out of 5`,
      ],
    ],
  },
];

/** The free summary, gifts, upgrades, checkout reminders and reviews over the range. */
export function OtherFigures({ report, query }: { report: FiguresReport; query: FiguresQuery }) {
  return (
    <Section
      title="Other figures"
      action={<CsvLink table="other" query={query} name="Other figures" />}
    >
      <CardList
        items={groups}
        keyOf={(group) => group.title}
        className="sm:grid-cols-2 lg:grid-cols-3"
        cardClassName="grid content-start gap-3 rounded-lg border border-border p-4"
      >
        {(group) => (
          <>
            <h3 className="font-sans text-base font-semibold">{group.title}</h3>
            <DetailList className="gap-y-2 sm:grid-cols-1">
              {group.lines(report).map(([label, value]) => (
                <Detail key={label} label={label}>
                  {value}
                </Detail>
              ))}
            </DetailList>
          </>
        )}
      </CardList>
    </Section>
  );
}
