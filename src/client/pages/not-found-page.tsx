import { Compass } from 'lucide-react';
import { MessagePanel, ReturnHomeActions } from '../components/layout/message-panel';
import { usePageTitle } from '../lib/use-page-title';

/** Loaded eagerly with the shell (any unknown path), so it stays small. */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <MessagePanel
      icon={Compass}
      // On a phone the title takes two lines in the web font but fits one in its stand-in, so
      // it breaks after "404" in both and does not grow when the font arrives.
      title={
        <>
          404 <br className="sm:hidden" />
          Page Not Found
        </>
      }
      actions={<ReturnHomeActions />}
    >
      Did you forget to add the page to the router? This address is not one of ours, but your path
      is still waiting.
    </MessagePanel>
  );
}
