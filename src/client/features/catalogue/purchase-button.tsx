import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button, type ButtonProps } from '../../components/ui/button';
import { isExternalHref, purchaseHref } from './purchase-link';

interface PurchaseButtonProps {
  productId: number;
  children: ReactNode;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  className?: string;
}

/** A link styled as a button that buys one product, wherever `purchaseHref` sends it. */
export function PurchaseButton({ productId, children, ...buttonProps }: PurchaseButtonProps) {
  const href = purchaseHref(productId);
  return (
    <Button asChild {...buttonProps}>
      {isExternalHref(href) ? <a href={href}>{children}</a> : <Link href={href}>{children}</Link>}
    </Button>
  );
}
