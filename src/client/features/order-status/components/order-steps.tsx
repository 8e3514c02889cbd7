import { Check, Circle } from 'lucide-react';
import {
  orderStepView,
  readingProgressOf,
  type OrderStatusView,
  type OrderStepKey,
} from '../../../../common/order-status';
import { cn } from '../../../lib/cn';
import { formatDay, viewerZone } from '../../../../common/format';

const stepOrder: OrderStepKey[] = ['received', 'being-prepared', 'ready', 'delivered'];

/** Received -> being prepared -> ready -> delivered, each with the day it happened. */
export function OrderSteps({ order }: { order: OrderStatusView }) {
  const currentIndex = order.status === 'refunded' ? -1 : stepOrder.indexOf(order.status);
  const progress = readingProgressOf(order.reading);
  return (
    <ol className="grid gap-0" aria-label="Order progress">
      {order.steps.map((step, index) => {
        const isReached = index <= currentIndex;
        const isCurrent = index === currentIndex;
        const label = orderStepView(step.key, { owed: order.owed, progress }, { isReached });
        return (
          <li
            key={step.key}
            aria-current={isCurrent ? 'step' : undefined}
            className="relative flex gap-4 pb-6 last:pb-0"
          >
            {index < order.steps.length - 1 ? (
              <span
                aria-hidden
                className={cn(
                  'absolute top-8 left-[15px] h-[calc(100%-2rem)] w-0.5',
                  index < currentIndex ? 'bg-gold' : 'bg-border',
                )}
              />
            ) : null}
            <span
              aria-hidden
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full border-2',
                isReached ? 'border-gold bg-gold text-background' : 'border-border text-muted',
              )}
            >
              {isReached ? <Check className="size-4" /> : <Circle className="size-2.5" />}
            </span>
            <div className="min-w-0 pt-1">
              <p className={cn('font-semibold', isReached ? 'text-foreground' : 'text-muted')}>
                {label.title}
                <span className="sr-only">{isReached ? ' (done)' : ' (not yet)'}</span>
              </p>
              <p className="text-sm text-muted">
                {step.reachedAt
                  ? formatDay(step.reachedAt, viewerZone())
                  : isReached
                    ? ''
                    : 'Not yet'}
              </p>
              {isCurrent ? (
                <p className="mt-1 text-sm leading-relaxed text-foreground/90">
                  {label.description}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
