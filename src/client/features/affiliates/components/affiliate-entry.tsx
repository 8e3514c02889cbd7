import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useAffiliateAuth } from '../api/get-affiliate-auth';
import { logoutAffiliate } from '../api/logout-affiliate';
import { chunkForEarlyTap } from '../../../lib/early-choices';
import { lazyComponent, showWhenLoaded } from '../../../lib/lazy-component';
import { loadWhenIdle } from '../../../lib/load-when-idle';
import { reportMutationError } from '../../../lib/mutation-errors';
import { Button } from '../../../components/ui/button';
import { opensDialog } from '../../../components/ui/dialog';

const AffiliateLoginDialog = lazyComponent(
  () =>
    import('./affiliate-login-dialog').then((module) => ({ default: module.AffiliateLoginDialog })),
  { renderWaitsForPreload: true },
);
const loadDialog = AffiliateLoginDialog.preload;
/** A tap before the page is live fetches the dialog's code beside the hydration. */
const earlyTapChunk = chunkForEarlyTap('affiliate-login-dialog', loadDialog);
/**
 * The sign-in dialog is drawn, closed, in every public page's HTML, and the button opens it with
 * no script: a tap opens it at once, however far the page is from live (decision 386).
 */
const DIALOG_ID = 'affiliate-login';

/**
 * The top bar's affiliate corner: "Affiliate Login" (opening the sign-in dialog, whose code
 * comes after the page is live) or, once signed in, the affiliate's name and referral code with
 * Logout.
 */
export function AffiliateEntry() {
  const queryClient = useQueryClient();
  const status = useAffiliateAuth();
  const [isDialogOpen, setDialogOpen] = useState(false);
  const [isDialogWanted, setDialogWanted] = useState(false);
  const [isLoggingOut, setLoggingOut] = useState(false);
  const loginButton = useRef<HTMLButtonElement>(null);
  const logoutButton = useRef<HTMLButtonElement>(null);

  const logout = async () => {
    setLoggingOut(true);
    try {
      await logoutAffiliate(queryClient);
      // The Logout button is gone; keep keyboard users where they were.
      requestAnimationFrame(() => loginButton.current?.focus());
    } catch (error) {
      reportMutationError(error, { fallback: 'Logout failed. Please try again.' });
    } finally {
      setLoggingOut(false);
    }
  };

  const changeDialog = useCallback((isOpen: boolean) => {
    if (isOpen) setDialogWanted(true);
    setDialogOpen(isOpen);
  }, []);
  const openDialog = () => showWhenLoaded(AffiliateLoginDialog, () => changeDialog(true));
  const focusAfterDialog = useCallback((event: Event) => {
    // Signed in, the opener is gone, so focus lands on Logout instead of the page.
    event.preventDefault();
    (logoutButton.current ?? loginButton.current)?.focus();
  }, []);
  // The same element until the dialog itself asks to change: until its code is here the dialog
  // is the page's HTML, which the browser may have opened (and the visitor typed into), and React
  // would draw it afresh, closed, if it were handed new props first (a sign-in check answering).
  const dialog = useMemo(
    () => (
      <Suspense fallback={null}>
        <AffiliateLoginDialog
          id={DIALOG_ID}
          open={isDialogOpen}
          onOpenChange={changeDialog}
          onCloseAutoFocus={focusAfterDialog}
        />
      </Suspense>
    ),
    [isDialogOpen, changeDialog, focusAfterDialog],
  );

  const affiliate = status?.authenticated ? status.affiliate : null;
  // A phone has no pointer to reach for the button with: the dialog's code is fetched once the
  // live page is idle, so a tap opens it at once (decision 371). Not for a signed-in affiliate.
  const isSignedIn = affiliate !== null;
  useEffect(() => (isSignedIn ? undefined : loadWhenIdle(loadDialog)), [isSignedIn]);
  return (
    <>
      {affiliate ? (
        <div className="flex min-w-0 items-center justify-end gap-2 sm:gap-3">
          <p className="grid max-w-[7.5rem] min-w-0 text-right leading-tight sm:max-w-[16rem]">
            <span className="sr-only">Signed in as affiliate </span>
            <Link
              href="/affiliate"
              className="truncate rounded-sm text-sm font-medium text-foreground underline-offset-4 hover:text-gold-bright hover:underline"
              title={`${affiliate.name}: your affiliate dashboard`}
            >
              {affiliate.name}
            </Link>
            <span className="text-xs text-muted">
              Code{' '}
              <span className="font-mono tracking-wider text-gold-bright">
                {affiliate.referralCode}
              </span>
            </span>
          </p>
          <Button variant="outline" size="sm" className="px-2.5 sm:px-3" asChild>
            <button
              ref={logoutButton}
              type="button"
              title="Logout"
              onClick={() => void logout()}
              disabled={isLoggingOut}
            >
              <LogOut aria-hidden />
              {/* Phones: the icon alone, so the shop name keeps its line. */}
              <span className="sr-only sm:not-sr-only">Logout</span>
            </button>
          </Button>
        </div>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          className="px-2 font-medium text-muted hover:bg-transparent hover:text-foreground"
          asChild
        >
          <button
            ref={loginButton}
            type="button"
            aria-haspopup="dialog"
            {...opensDialog(DIALOG_ID)}
            {...earlyTapChunk}
            onClick={openDialog}
            // Start fetching the dialog's code as soon as someone reaches for the button.
            onPointerEnter={() => void loadDialog()}
            onFocus={() => void loadDialog()}
          >
            Affiliate Login
          </button>
        </Button>
      )}
      {affiliate === null || isDialogWanted ? dialog : null}
    </>
  );
}
