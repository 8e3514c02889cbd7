import type { AffiliateCode, AffiliateCodeState } from '../../../../common/affiliate';
import { formatCalendarDay } from '../../../../common/format';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { CardHeading, CardsOrTable } from './cards-or-table';
import { DashboardSection, type DashboardColumn } from './dashboard-table';

/** Each state's badge, in the words the checkout uses when it refuses a code for that reason. */
const stateBadges: Record<AffiliateCodeState, Pick<BadgeProps, 'variant'> & { label: string }> = {
  active: { label: 'Active', variant: 'success' },
  upcoming: { label: 'Not valid yet', variant: 'warning' },
  ended: { label: 'Expired', variant: 'outline' },
  archived: { label: 'No longer valid', variant: 'outline' },
};

function CodeState({ code }: { code: AffiliateCode }) {
  const { label, variant } = stateBadges[code.state];
  return <Badge variant={variant}>{label}</Badge>;
}

/** `Mar 1, 2026 – Mar 31, 2026`, or `From Mar 1, 2026` for a code with no end. */
export function codeValidity(code: Pick<AffiliateCode, 'startsOn' | 'endsOn'>): string {
  const starts = formatCalendarDay(code.startsOn);
  return code.endsOn ? `${starts} – ${formatCalendarDay(code.endsOn)}` : `From ${starts}`;
}

const paidOrdersText = (code: AffiliateCode) =>
  `${code.paidOrders} paid ${code.paidOrders === 1 ? 'order' : 'orders'}`;

const columns: readonly DashboardColumn<AffiliateCode>[] = [
  { label: 'Code', value: (code) => <span className="font-mono">{code.code}</span> },
  { label: 'Discount', value: (code) => code.label },
  { label: 'Valid', value: codeValidity },
  { label: 'Status', value: (code) => <CodeState code={code} /> },
  { label: 'Paid orders', value: (code) => code.paidOrders },
];

/**
 * The affiliate's discount codes (decision 359): what each takes off, when it works, and the
 * paid orders bought with it.
 */
export function CodesTable({ codes }: { codes: readonly AffiliateCode[] }) {
  return (
    <DashboardSection
      title="Your discount codes"
      emptyText="You have no discount codes yet."
      isEmpty={codes.length === 0}
    >
      <p className="text-sm text-muted">
        A buyer who types one of your codes at the checkout gets its discount, and the sale is
        yours.
      </p>
      <CardsOrTable
        caption="Your discount codes"
        columns={columns}
        rows={codes}
        tableClassName="w-full min-w-[40rem] text-sm"
        card={(code) => (
          <>
            <CardHeading status={<CodeState code={code} />}>
              <span className="font-mono">{code.code}</span>
            </CardHeading>
            <span>
              {code.label} · {paidOrdersText(code)}
            </span>
            <span className="text-muted">{codeValidity(code)}</span>
          </>
        )}
      />
    </DashboardSection>
  );
}
