import { beforeAll, describe, expect, it } from 'vitest';
import { readOrderEvent, type OrderEventKind } from '../../common/order-events';
import { insertTestOrders } from '../../../tests/support/admin-data-factories';
import { testDatabaseKinds, withTestDatabase } from '../../../tests/support/database';
import { orderEventSamples } from '../../../tests/support/order-event-samples';
import {
  InvalidOrderEventError,
  orderTimeline,
  recordOrderEvent,
  recordOrderEvents,
  type OrderEventInput,
} from './timeline';

describe.each(testDatabaseKinds())('the order timeline on %s', (kind) => {
  const database = withTestDatabase(kind);
  let purchaseId: string;

  beforeAll(async () => {
    const [purchase] = await insertTestOrders(database.db, [{ productId: 1 }]);
    purchaseId = purchase!.id;
  });

  it('records every kind as given and reads it back through its schema', async () => {
    const kinds = Object.keys(orderEventSamples) as OrderEventKind[];
    await recordOrderEvents(
      database.db,
      kinds.map(
        (eventKind) =>
          ({
            purchaseId,
            kind: eventKind,
            actor: 'system',
            data: orderEventSamples[eventKind],
          }) as OrderEventInput,
      ),
    );
    const timeline = await orderTimeline(database.db, purchaseId);
    // One statement: the rows may share a timestamp, so their order is not asserted.
    expect(timeline.map((event) => event.kind).toSorted()).toEqual(kinds.toSorted());
    for (const event of timeline) {
      expect(event.data, event.kind).toEqual(orderEventSamples[event.kind as OrderEventKind]);
      expect(readOrderEvent(event).isReadable, event.kind).toBe(true);
    }
  });

  it('refuses data its kind’s schema does not allow, naming the kind, and writes nothing', async () => {
    const [other] = await insertTestOrders(database.db, [{ productId: 2 }]);
    const wrong = {
      purchaseId: other!.id,
      kind: 'processing-status-changed',
      actor: 'admin:ann@example.com',
      // As data built from an untyped row could be: a status the shop does not have.
      data: { from: 'received', to: 'shipped' },
    } as unknown as OrderEventInput<'processing-status-changed'>;
    const refusal = recordOrderEvent(database.db, wrong);
    await expect(refusal).rejects.toThrow(InvalidOrderEventError);
    await expect(refusal).rejects.toThrow(
      /^refused a "processing-status-changed" order event: to: /,
    );
    await expect(
      recordOrderEvents(database.db, [
        { purchaseId: other!.id, kind: 'reminders-cancelled', actor: 'system', data: { count: 1 } },
        { ...wrong, kind: 'paid' } as unknown as OrderEventInput,
      ]),
    ).rejects.toMatchObject({ name: 'InvalidOrderEventError', kind: 'paid' });
    expect(await orderTimeline(database.db, other!.id)).toEqual([]);
  });
});
