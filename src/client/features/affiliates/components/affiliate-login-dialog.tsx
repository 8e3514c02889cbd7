import { useState, type ComponentProps } from 'react';
import { Dialog, DialogFrame } from '../../../components/ui/dialog';
import { shopConfig } from '../../../lib/shop-config';
import { AffiliateLoginForm } from './affiliate-login-form';
import { PasswordResetForm } from './password-reset-form';

export interface AffiliateLoginDialogProps {
  /** Drawn in the page's HTML under this id, for a button that opens it with no script. */
  id?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes. */
  onCloseAutoFocus?: ComponentProps<typeof DialogFrame>['onCloseAutoFocus'];
}

/**
 * decision 068: a real dialog instead of two `window.prompt`s. Its code is a chunk of its own,
 * not part of any page's first load.
 */
export function AffiliateLoginDialog({
  id,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: AffiliateLoginDialogProps) {
  const [isResetting, setResetting] = useState(false);
  const changeOpen = (isOpen: boolean) => {
    // Opened again, the dialog starts at sign-in.
    if (!isOpen) setResetting(false);
    onOpenChange(isOpen);
  };
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogFrame
        id={id}
        onCloseAutoFocus={onCloseAutoFocus}
        title={isResetting ? 'Reset your password' : 'Affiliate Login'}
        description={
          isResetting
            ? 'Enter the e-mail of your affiliate account and we will send you a link to choose a new password.'
            : `Sign in with the e-mail and password of your ${shopConfig().shopName} affiliate account.`
        }
      >
        {isResetting ? (
          <PasswordResetForm onBack={() => setResetting(false)} />
        ) : (
          <>
            <AffiliateLoginForm onSignedIn={() => changeOpen(false)} />
            <button
              type="button"
              onClick={() => setResetting(true)}
              className="-mt-2 justify-self-start rounded-sm text-sm text-gold-bright underline-offset-4 hover:underline"
            >
              Forgot your password?
            </button>
          </>
        )}
        <p className="text-xs text-muted">
          Not an affiliate yet? Write to{' '}
          <a
            className="rounded-sm text-gold-bright underline underline-offset-4 hover:text-foreground"
            href={`mailto:${shopConfig().supportEmail}`}
          >
            {shopConfig().supportEmail}
          </a>
          .
        </p>
      </DialogFrame>
    </Dialog>
  );
}
