import { sessionNameOf } from '../../../../common/catalogue';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { sessionsOwed, type OrderSessionsView } from '../../../../common/bookings';
import { formatDayTime, viewerZone } from '../../../../common/format';
import { Button } from '../../../components/ui/button';
import { apiRequest, messageOf } from '../../../lib/api-client';

type AdminOrderSessions = OrderSessionsView & {
  history: {
    id: string;
    sessionKey: string;
    sessionNumber: number;
    startsAt: string;
    status: string;
    sequence: number;
  }[];
};

const when = (iso: string) => formatDayTime(iso, viewerZone());

/** An order's sessions on its admin page: what is still owed, every booking, and the actions. */
export function OrderSessionsPanel({ purchaseId }: { purchaseId: string }) {
  const client = useQueryClient();
  const base = `/api/admin/purchase/${encodeURIComponent(purchaseId)}/sessions`;
  const query = useQuery({
    queryKey: ['admin-order-sessions', purchaseId],
    queryFn: () => apiRequest<AdminOrderSessions>('GET', base),
  });
  const act = useMutation({
    mutationFn: ({ path, body }: { path: string; body: object }) =>
      apiRequest<AdminOrderSessions>('POST', `${base}/${path}`, body),
    onSuccess: (view) => {
      client.setQueryData(['admin-order-sessions', purchaseId], view);
      void client.invalidateQueries({ queryKey: ['admin', 'purchase'] });
    },
  });
  const [choice, setChoice] = useState('');
  const [now] = useState(() => Date.now());
  const view = query.data;
  if (!view || view.kinds.length === 0) return null;
  const owed = sessionsOwed(view);
  return (
    <section
      className="rounded-lg border border-border bg-surface p-4"
      aria-labelledby="order-sessions"
    >
      <h2 id="order-sessions" className="text-xl font-semibold">
        Sessions
      </h2>
      <p className="mt-1 text-sm text-muted">
        {owed > 0
          ? `Still owed: ${owed} session${owed === 1 ? '' : 's'} not yet held.`
          : 'Every session is held.'}
        {view.readerName ? ` Reader: ${view.readerName}.` : ' No reader has hours yet.'}
      </p>
      <ul className="mt-3 grid gap-2 text-sm">
        {view.history.map((booking) => (
          <li key={booking.id} className="flex flex-wrap items-center gap-2">
            <span>
              {sessionNameOf(booking.sessionKey)} #{booking.sessionNumber}: {when(booking.startsAt)}{' '}
              ({booking.status}
              {booking.sequence > 0 ? `, changed ${booking.sequence}×` : ''})
            </span>
            {booking.status === 'booked' ? (
              <>
                <MoveControl
                  label={`${sessionNameOf(booking.sessionKey)} #${booking.sessionNumber}`}
                  slots={view.kinds.find((kind) => kind.key === booking.sessionKey)?.slots ?? []}
                  isPending={act.isPending}
                  onMove={(startsAt) =>
                    act.mutate({ path: 'move', body: { bookingId: booking.id, startsAt } })
                  }
                />
                <Button
                  size="sm"
                  variant="outline"
                  disabled={act.isPending}
                  onClick={() =>
                    act.mutate({
                      path: 'action',
                      body: { bookingId: booking.id, action: 'cancel' },
                    })
                  }
                >
                  Cancel
                </Button>
              </>
            ) : null}
            {booking.status === 'booked' && Date.parse(booking.startsAt) <= now
              ? (['held', 'missed'] as const).map((action) => (
                  <Button
                    key={action}
                    size="sm"
                    variant="outline"
                    disabled={act.isPending}
                    onClick={() =>
                      act.mutate({ path: 'action', body: { bookingId: booking.id, action } })
                    }
                  >
                    Mark {action}
                  </Button>
                ))
              : null}
          </li>
        ))}
      </ul>
      {/* A select is as wide as its longest option ('Three 60-minute coaching sessions: Nov 30,
          2026, 8:30 AM'), which pushed the order page past a phone's width: on a phone it takes
          its row's width (a max-width alone does not narrow what the page's grid makes room for). */}
      {view.kinds.some((kind) => kind.slots.length > 0) ? (
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <select
            aria-label="Book a session for the customer"
            className="w-full max-w-full rounded-md border border-border bg-surface px-2 py-1 sm:w-auto"
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
          >
            <option value="">Book for the customer...</option>
            {view.kinds.flatMap((kind) =>
              kind.slots.slice(0, 40).map((slot) => (
                <option key={`${kind.key}|${slot}`} value={`${kind.key}|${slot}`}>
                  {kind.name}: {when(slot)}
                </option>
              )),
            )}
          </select>
          <Button
            size="sm"
            disabled={!choice || act.isPending}
            onClick={() => {
              const [sessionKey = '', startsAt = ''] = choice.split('|');
              act.mutate({
                path: 'book',
                body: {
                  sessionKey,
                  startsAt,
                  timeZone: viewerZone(),
                },
              });
            }}
          >
            Book
          </Button>
        </div>
      ) : null}
      {act.error ? (
        <p role="alert" className="mt-2 text-sm text-red-200">
          {messageOf(act.error, 'That did not work.')}
        </p>
      ) : null}
    </section>
  );
}

/** Moves one booked session to another free time of its kind, on the customer's behalf. */
function MoveControl({
  label,
  slots,
  isPending,
  onMove,
}: {
  label: string;
  slots: readonly string[];
  isPending: boolean;
  onMove: (startsAt: string) => void;
}) {
  const [target, setTarget] = useState('');
  if (slots.length === 0) return null;
  return (
    <>
      <select
        aria-label={`Move ${label} to`}
        className="w-full max-w-full rounded-md border border-border bg-surface px-2 py-1 sm:w-auto"
        value={target}
        onChange={(event) => setTarget(event.target.value)}
      >
        <option value="">Move to...</option>
        {slots.slice(0, 40).map((slot) => (
          <option key={slot} value={slot}>
            {when(slot)}
          </option>
        ))}
      </select>
      <Button
        size="sm"
        variant="outline"
        disabled={!target || isPending}
        onClick={() => {
          onMove(target);
          setTarget('');
        }}
      >
        Move
      </Button>
    </>
  );
}
