import { LockKeyhole } from 'lucide-react';
import { Suspense, useState } from 'react';
import { MessagePanel } from '../components/layout/message-panel';
import { PageLoading } from '../components/layout/page-loading';
import { Button } from '../components/ui/button';
import { useAffiliateAuth } from '../features/affiliates/api/get-affiliate-auth';
import { AffiliateDashboard } from '../features/affiliates/dashboard/affiliate-dashboard';
import { lazyComponent, showWhenLoaded } from '../lib/lazy-component';
import { usePageTitle } from '../lib/use-page-title';

const AffiliateLoginDialog = lazyComponent(() =>
  import('../features/affiliates/components/affiliate-login-dialog').then((module) => ({
    default: module.AffiliateLoginDialog,
  })),
);

/** `/affiliate`: the dashboard for a signed-in affiliate, else a way to sign in. */
export default function AffiliateDashboardPage() {
  usePageTitle('Affiliate dashboard');
  const status = useAffiliateAuth();
  const [isDialogOpen, setDialogOpen] = useState(false);
  if (!status) return <PageLoading />;
  if (status.authenticated) {
    return (
      <AffiliateDashboard
        name={status.affiliate.name}
        referralCode={status.affiliate.referralCode}
      />
    );
  }
  return (
    <>
      <MessagePanel
        icon={LockKeyhole}
        title="Affiliate dashboard"
        actions={
          <Button
            type="button"
            onClick={() => showWhenLoaded(AffiliateLoginDialog, () => setDialogOpen(true))}
            onPointerEnter={() => void AffiliateLoginDialog.preload()}
            onFocus={() => void AffiliateLoginDialog.preload()}
          >
            Sign in
          </Button>
        }
      >
        Sign in with your affiliate account to see your referral link, sales and earnings.
      </MessagePanel>
      {isDialogOpen ? (
        <Suspense fallback={null}>
          <AffiliateLoginDialog open={isDialogOpen} onOpenChange={setDialogOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
