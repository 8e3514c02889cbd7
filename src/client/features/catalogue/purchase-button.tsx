import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { referralMessages } from '../../../common/referral';
import { Button, type ButtonProps } from '../../components/ui/button';
import { reportMutationError, showErrorToast } from '../../lib/mutation-errors';
import { startReferralPurchase, useCurrentReferral } from './api/referral';
import { isExternalHref, purchaseHref } from './purchase-link';

interface PurchaseButtonProps {
  productId: number;
  children: ReactNode;
  /** The cart names the referral it shows; elsewhere the one this browser keeps is used. */
  referralCode?: string;
  /** docs/product.md §7: the cart sends null, the services page leaves it out. */
  customerEmail?: null;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  className?: string;
}

/**
 * Buys one product. Without a referral it is a link to wherever `purchaseHref` sends it; with
 * one it asks `POST /api/referral/purchase` where to pay and goes there (docs/product.md §7).
 */
export function PurchaseButton({
  productId,
  children,
  referralCode,
  customerEmail,
  ...buttonProps
}: PurchaseButtonProps) {
  const current = useCurrentReferral();
  const code = referralCode ?? current?.referral?.code;
  if (code) {
    return (
      <ReferralPurchaseButton
        productId={productId}
        referralCode={code}
        customerEmail={customerEmail}
        {...buttonProps}
      >
        {children}
      </ReferralPurchaseButton>
    );
  }
  const href = purchaseHref(productId);
  return (
    <Button asChild {...buttonProps}>
      {isExternalHref(href) ? <a href={href}>{children}</a> : <Link href={href}>{children}</Link>}
    </Button>
  );
}

function ReferralPurchaseButton({
  productId,
  referralCode,
  customerEmail,
  children,
  ...buttonProps
}: PurchaseButtonProps & { referralCode: string }) {
  const [, navigate] = useLocation();
  const [isPending, setIsPending] = useState(false);
  const purchase = async () => {
    setIsPending(true);
    try {
      const reply = await startReferralPurchase({
        productId,
        referralCode,
        ...(customerEmail === undefined ? {} : { customerEmail }),
      });
      if (!reply.success) return showErrorToast(reply.error || referralMessages.orderFailed);
      if (isExternalHref(reply.paymentUrl)) window.location.assign(reply.paymentUrl);
      else navigate(reply.paymentUrl);
    } catch (error) {
      reportMutationError(error, { fallback: referralMessages.orderFailed });
    } finally {
      setIsPending(false);
    }
  };

  return (
    <Button type="button" disabled={isPending} onClick={() => void purchase()} {...buttonProps}>
      {children}
    </Button>
  );
}
