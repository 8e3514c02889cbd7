import { deliveredOwedBadge, type StillOwedView } from '../../../../common/still-owed';
import { Badge } from '../../../components/ui/badge';
import { ProcessingStatusBadge } from './status-badges';

/**
 * A delivered order's status: "Delivered" when nothing is owed any more, otherwise what the
 * shop still owes with it, e.g. "Delivered · 2 sessions owed" (decision 281).
 */
export function OwedBadge({ owed }: { owed: StillOwedView }) {
  const text = deliveredOwedBadge(owed);
  if (!text) return <ProcessingStatusBadge status="delivered" />;
  return (
    <Badge variant="warning" title="Delivered, and the shop still owes what follows">
      <span className="sr-only">Processing: </span>
      {text}
    </Badge>
  );
}
