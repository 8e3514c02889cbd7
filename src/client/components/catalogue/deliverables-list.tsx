import { CalendarClock, FileText, LifeBuoy, PenLine, type LucideIcon } from 'lucide-react';
import {
  bookableFromPhrase,
  deliveryLabel,
  supportWindowSentence,
  type Deliverable,
  type DeliverableKind,
  type Product,
} from '../../../common/catalogue';

interface Group {
  kind: DeliverableKind;
  icon: LucideIcon;
  title: (product: Product) => string;
}

/** The order the groups appear in: what arrives first comes first. */
const groups: readonly Group[] = [
  { kind: 'computed-document', icon: FileText, title: () => 'Within minutes of payment' },
  {
    kind: 'written-document',
    icon: PenLine,
    title: (product) => `Written by your reader: ${deliveryLabel(product)}`,
  },
  { kind: 'live-session', icon: CalendarClock, title: () => 'Live sessions' },
  { kind: 'support-window', icon: LifeBuoy, title: () => 'Support' },
];

function detailOf(item: Deliverable): string {
  switch (item.kind) {
    case 'computed-document':
    case 'written-document':
      return item.summary;
    case 'live-session':
      return `${item.count > 1 ? `${item.count} sessions of ${item.minutes} minutes` : `${item.minutes} minutes`}, by video call, booked by you on your order page ${bookableFromPhrase[item.bookableFrom]}.`;
    case 'support-window':
      return supportWindowSentence(item);
  }
}

/**
 * Everything a product delivers, read from the catalogue and grouped by when it comes: the
 * computed documents at once, the written reports within the promise, then sessions and support
 * (decision 232). Product pages, tier pages and checkout show the same list.
 */
export function DeliverablesList({
  product,
  headingLevel = 3,
}: {
  product: Product;
  headingLevel?: 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="grid gap-5" data-testid="deliverables">
      {groups.map((group) => {
        const items = product.deliverables.filter((item) => item.kind === group.kind);
        if (items.length === 0) return null;
        const Icon = group.icon;
        return (
          <section key={group.kind} aria-label={group.title(product)}>
            <Heading className="flex items-center gap-2 text-sm font-semibold tracking-wide text-gold uppercase">
              <Icon className="size-4 shrink-0" aria-hidden />
              {group.title(product)}
            </Heading>
            <ul className="mt-2 grid gap-2">
              {items.map((item) => (
                <li key={item.name} className="pl-6">
                  <p className="font-semibold">{item.name}</p>
                  <p className="text-sm leading-relaxed text-muted">{detailOf(item)}</p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
