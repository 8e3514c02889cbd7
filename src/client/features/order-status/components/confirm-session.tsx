import type { SessionKindView } from '../../../../common/bookings';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogButtons, DialogFrame } from '../../../components/ui/dialog';
import { messageOf } from '../../../lib/api-client';
import { formatTime, formatWeekday, formatZoneName } from '../../../../common/format';

/** The time a customer picked, waiting for their Confirm. */
export interface ChosenTime {
  kind: SessionKindView;
  /** The session's number among its kind: the next free one, or the one being moved. */
  sessionNumber: number;
  isMove: boolean;
  startsAt: string;
  /** Made when the time was picked; sent again if Confirm is pressed again (decision 303). */
  attemptKey: string;
}

interface ConfirmSessionProps {
  chosen: ChosenTime | null;
  timeZone: string;
  readerName: string | null;
  isPending: boolean;
  /** A failure that did not close the step (the shop was away); Confirm tries again. */
  error: unknown;
  onConfirm: () => void;
  onChooseAnother: () => void;
}

/**
 * The step between picking a time and booking it: the time in the customer's zone, who the
 * session is with, and Confirm or Choose another time. A tap on a time books nothing by itself.
 */
export function ConfirmSession(props: ConfirmSessionProps) {
  const { chosen, timeZone, readerName, isPending, error } = props;
  return (
    <Dialog
      open={chosen !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen && !isPending) props.onChooseAnother();
      }}
    >
      {chosen ? (
        <DialogFrame
          title={chosen.isMove ? 'Move your session here?' : 'Book this time?'}
          description="Check the day and time in your own zone before you confirm."
        >
          <dl className="grid gap-3 text-sm">
            <div>
              <dt className="text-muted">Session</dt>
              <dd className="text-foreground">
                {chosen.kind.name}
                {chosen.kind.count > 1
                  ? `: session ${chosen.sessionNumber} of ${chosen.kind.count}`
                  : ''}
              </dd>
            </div>
            <div>
              <dt className="text-muted">When</dt>
              <dd className="text-lg font-semibold text-foreground">
                {formatWeekday(chosen.startsAt, timeZone)}, {formatTime(chosen.startsAt, timeZone)}
              </dd>
              <dd className="text-muted">
                {formatZoneName(timeZone, new Date(chosen.startsAt))} ({timeZone})
              </dd>
            </div>
            {readerName ? (
              <div>
                <dt className="text-muted">With</dt>
                <dd className="text-foreground">{readerName}</dd>
              </div>
            ) : null}
          </dl>
          {error ? (
            <p
              role="alert"
              className="rounded-md border border-red-400/40 bg-red-500/10 px-3 py-2 text-sm text-red-200"
            >
              {messageOf(error, 'We could not reach the shop. Please press Confirm again.')}
            </p>
          ) : null}
          <DialogButtons>
            <Button variant="outline" disabled={isPending} onClick={props.onChooseAnother}>
              Choose another time
            </Button>
            <Button disabled={isPending} onClick={props.onConfirm}>
              {isPending ? 'Booking…' : 'Confirm'}
            </Button>
          </DialogButtons>
        </DialogFrame>
      ) : null}
    </Dialog>
  );
}
