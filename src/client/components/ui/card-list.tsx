import type { Key, ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface CardListProps<Item> {
  items: readonly Item[];
  keyOf: (item: Item) => Key;
  /** Each card's own look (border, surface, padding, inner layout): it differs by area. */
  cardClassName: string;
  /** Added to the list's `grid gap-3`. */
  className?: string;
  children: (item: Item) => ReactNode;
}

/** A column of cards, one list item each, spaced as every such list in the shop is. */
export function CardList<Item>({
  items,
  keyOf,
  cardClassName,
  className,
  children,
}: CardListProps<Item>) {
  return (
    <ul className={cn('grid gap-3', className)}>
      {items.map((item) => (
        <li key={keyOf(item)} className={cardClassName}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
