import { blockingLines, shortfallsOf } from '../../../common/delivery-rules';
import { deliveryFactsOf, deliveryMessages, type DeliverInput } from '../../../common/workspace';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { deliverWrittenReading, describeDelivery, type WrittenReadingDeps } from '../written';
import { savedSections } from './saved-sections';
import type { WorkspaceOrder } from './workspace-order';
import { workspaceView } from './workspace-view';

/**
 * "Deliver" from the workspace: the checklist the reader saw, from the same rules (decision
 * 300), refuses anything open (the promised length only without a reason, decision 299); then
 * the reading as saved is delivered as the version the confirmation showed.
 */
export async function deliverFromWorkspace(
  db: Database,
  written: WrittenReadingDeps,
  options: { order: WorkspaceOrder; input: DeliverInput; readerId: string },
): Promise<{ version: number; fileIds: string[] }> {
  const { order, input } = options;
  const purchaseId = order.purchase.id;
  const view = await workspaceView(db, order, { withCharts: false });
  const isDeliveringShort = input.shortReason !== undefined;
  const blocking = blockingLines(view.checklist, { isDeliveringShort });
  if (blocking.length > 0) throw new AppError('conflict', deliveryMessages.notReady(blocking));
  // A press that is already behind is refused before the drawing; the locked step decides.
  if ((await describeDelivery(db, purchaseId)).version !== input.version) {
    throw new AppError('conflict', deliveryMessages.versionMoved);
  }
  const shortfalls = shortfallsOf(deliveryFactsOf(view));
  return deliverWrittenReading(written, {
    purchaseId,
    sections: await savedSections(db, order.product, purchaseId),
    actorAdminId: options.readerId,
    expectedVersion: input.version,
    ...(input.shortReason !== undefined && shortfalls.length > 0
      ? { short: { reason: input.shortReason, sections: shortfalls } }
      : {}),
  });
}
