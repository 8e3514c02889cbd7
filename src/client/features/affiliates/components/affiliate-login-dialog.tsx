import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { shopConfig } from '../../../lib/shop-config';
import { AffiliateLoginForm } from './affiliate-login-form';
import { PasswordResetForm } from './password-reset-form';

export interface AffiliateLoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (Radix returns it to the opener by default). */
  onCloseAutoFocus?: ComponentProps<typeof Dialog.Content>['onCloseAutoFocus'];
}

/**
 * DESIGN.md decision 8: a real dialog instead of two `window.prompt`s. Loaded on the first
 * click of "Affiliate Login", so its code is not part of any page's first load.
 */
export function AffiliateLoginDialog({
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
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="data-[state=open]:animate-fade-in fixed inset-0 z-50 bg-background/80 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="data-[state=open]:animate-fade-in fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-5 overflow-y-auto rounded-xl border border-border bg-surface p-6 shadow-2xl focus-visible:outline-none sm:p-8"
        >
          <div className="grid gap-1.5 pr-8">
            <Dialog.Title className="font-display text-2xl font-semibold text-gold-bright">
              {isResetting ? 'Reset your password' : 'Affiliate Login'}
            </Dialog.Title>
            <Dialog.Description className="text-sm text-muted">
              {isResetting
                ? 'Enter the e-mail of your affiliate account and we will send you a link to choose a new password.'
                : `Sign in with the e-mail and password of your ${shopConfig().shopName} affiliate account.`}
            </Dialog.Description>
          </div>
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
          <Dialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 rounded-md p-1.5 text-muted transition-colors hover:bg-surface-raised hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X className="size-5" aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
