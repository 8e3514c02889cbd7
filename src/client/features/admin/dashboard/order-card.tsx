import { Link } from 'wouter';
import type { AdminListedOrder } from '../../../../common/admin';
import { formatUsd } from '../../../../common/money';
import { OwedBadge } from '../shared/owed-badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatAdminDate, formatOrderDiscount, shortOrderId } from '../shared/format';
import { PaymentStatusBadge, ProcessingStatusBadge } from '../shared/status-badges';

interface OrderCardProps {
  purchase: AdminListedOrder;
  isSelected: boolean;
  onSelectedChange: (isSelected: boolean) => void;
}

export function OrderCard({ purchase, isSelected, onSelectedChange }: OrderCardProps) {
  const orderNumber = shortOrderId(purchase.id);
  const checkboxId = `select-${purchase.id}`;
  return (
    <Card className="flex h-full gap-3 p-4 has-[:checked]:border-gold/70">
      <input
        id={checkboxId}
        type="checkbox"
        checked={isSelected}
        onChange={(event) => onSelectedChange(event.target.checked)}
        className="mt-1 size-4 shrink-0 accent-gold"
        aria-label={`Select order ${orderNumber}`}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <h2 className="font-sans text-base font-semibold">{purchase.tierName}</h2>
          <span className="text-lg font-semibold text-gold-bright tabular-nums">
            {formatUsd(purchase.amount)}
          </span>
        </div>
        {purchase.discount ? (
          <p className="text-sm">
            <span className="text-muted">Code </span>
            {formatOrderDiscount(purchase.discount)}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <PaymentStatusBadge status={purchase.status} />
          {purchase.processingStatus === 'delivered' ? (
            <OwedBadge owed={purchase.owed} />
          ) : (
            <ProcessingStatusBadge status={purchase.processingStatus} />
          )}
        </div>
        <p className="text-sm text-muted">
          Order {orderNumber} · {formatAdminDate(purchase.createdAt)}
          {purchase.customerName || purchase.customerEmail ? (
            <>
              <br />
              <span className="break-all">
                {[purchase.customerName, purchase.customerEmail].filter(Boolean).join(' · ')}
              </span>
            </>
          ) : null}
        </p>
        {purchase.notes ? (
          <p className="rounded-md border border-border/70 bg-background/40 px-3 py-2 text-sm whitespace-pre-wrap break-words">
            <span className="font-medium">Notes: </span>
            {purchase.notes}
          </p>
        ) : null}
        <div className="mt-auto pt-1">
          <Button asChild variant="outline" size="sm">
            <Link
              href={`/admin/purchase/${purchase.id}`}
              aria-label={`Manage order ${orderNumber}`}
            >
              Manage
            </Link>
          </Button>
        </div>
      </div>
    </Card>
  );
}
