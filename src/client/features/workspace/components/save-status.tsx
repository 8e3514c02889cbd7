import { formatTime, viewerZone } from '../../../../common/format';
import type { SaveStatus } from '../autosave/use-section-autosave';
import { cn } from '../../../lib/cn';

const timeOf = (iso: string) => formatTime(iso, viewerZone());

/** Where the section's text is: on the server, on its way, or only on this device. */
export function SaveStatusLine({ status }: { status: SaveStatus }) {
  const [text, tone] = (() => {
    switch (status.kind) {
      case 'saved':
        return [status.at ? `Saved ${timeOf(status.at)}` : 'Nothing written yet', 'muted'];
      case 'pending':
        return ['Not sent yet — kept on this device', 'muted'];
      case 'saving':
        return ['Saving…', 'muted'];
      case 'offline':
        return ['Offline — kept on this device', 'warning'];
      case 'conflict':
        return ['Not saved: saved elsewhere meanwhile', 'warning'];
      case 'failed':
        return [status.message, 'warning'];
    }
  })();
  return (
    <p
      role="status"
      className={cn('text-sm', tone === 'warning' ? 'text-gold-bright' : 'text-muted')}
    >
      {text}
    </p>
  );
}
