import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { shopConfig } from '../../lib/shop-config';
import { usePageTitle } from '../../lib/use-page-title';
import { MessagePanel } from '../layout/message-panel';
import { Button } from '../ui/button';

function ReloadButton() {
  return (
    <Button type="button" onClick={() => window.location.reload()}>
      <RefreshCw aria-hidden />
      Reload page
    </Button>
  );
}

/** A page's code could not be fetched, most likely because a new version was deployed. */
export function ChunkLoadPanel() {
  usePageTitle('Please reload');
  return (
    <MessagePanel icon={RefreshCw} title="This page needs a reload" actions={<ReloadButton />}>
      The shop was updated while you had it open, or the connection dropped, so this page could not
      be loaded. Reload to get the latest version; nothing you have bought is lost.
    </MessagePanel>
  );
}

/** Any other error while showing a page. */
export function RenderErrorPanel({ homeHref }: { homeHref: string }) {
  usePageTitle('Something went wrong');
  return (
    <MessagePanel
      icon={TriangleAlert}
      title="Something went wrong"
      actions={
        <>
          <ReloadButton />
          <Button asChild variant="outline">
            <Link href={homeHref}>Return Home</Link>
          </Button>
        </>
      }
    >
      This page ran into an error on our side. Reloading usually helps; if it keeps happening, write
      to {shopConfig().supportEmail}.
    </MessagePanel>
  );
}
