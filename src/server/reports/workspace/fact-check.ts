/**
 * The workspace's fact check (issue 38, decision 350): what a reader has written in a section,
 * read block by block against the buyer's charts. The charts are drawn once per order and birth
 * (about 200 ms, 70 ms more without a birth time) and kept for the next check of the same order.
 */
import { and, eq } from 'drizzle-orm';
import { chartTruth, checkText, type ChartTruth } from '../../../astrology/fact-check';
import { orderEventSchemas } from '../../../common/order-events';
import {
  factCheckMessages,
  type FactCheckDismissInput,
  type FactCheckReply,
} from '../../../common/workspace';
import {
  inlineText,
  type WrittenBlock,
  type WrittenDoc,
  type WrittenListItem,
} from '../../../common/written-reading';
import type { Queryable } from '../../db/client';
import { orderEvents, type Admin, type Purchase } from '../../db/schema';
import { AppError } from '../../errors';
import { recordOrderEvent } from '../../orders/timeline';
import { storedCustomer } from '../../orders/order-customer';
import { birthOf } from './workspace-view';

/** The text of each paragraph, heading and list item, in document order. */
export function textBlocksOf(doc: WrittenDoc): string[] {
  const blocks: string[] = [];
  const visit = (node: WrittenBlock | WrittenListItem): void => {
    if (node.type === 'paragraph' || node.type === 'heading') {
      blocks.push(inlineText(node.content));
      return;
    }
    if ('content' in node && Array.isArray(node.content)) {
      for (const child of node.content) visit(child);
    }
  };
  for (const block of doc.content) visit(block);
  return blocks;
}

/** Charts kept for the orders checked lately: a reader checks one order many times in a row. */
const truthsKept = new Map<string, ChartTruth>();
const TRUTHS_KEPT = 50;

function truthOf(purchase: Purchase, year: number): ChartTruth | null {
  const birth = birthOf(purchase);
  if (!birth) return null;
  const fullName = storedCustomer(purchase)?.fullName ?? null;
  const key = JSON.stringify([purchase.id, birth, fullName, year]);
  let truth = truthsKept.get(key);
  if (!truth) {
    truth = chartTruth({ ...birth, place: birth.place || null, fullName, year });
    if (truthsKept.size >= TRUTHS_KEPT) truthsKept.delete(truthsKept.keys().next().value!);
    truthsKept.set(key, truth);
  }
  return truth;
}

const dismissalKey = (sectionKey: string, statement: string, chart: string) =>
  JSON.stringify([sectionKey, statement, chart]);

/** The statements readers kept with a reason, from the order's timeline, by section. */
async function dismissalsOf(db: Queryable, purchaseId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ data: orderEvents.data })
    .from(orderEvents)
    .where(
      and(eq(orderEvents.purchaseId, purchaseId), eq(orderEvents.kind, 'fact-check-dismissed')),
    );
  const kept = new Map<string, string>();
  for (const row of rows) {
    const parsed = orderEventSchemas['fact-check-dismissed'].safeParse(row.data);
    if (!parsed.success) continue;
    const { sectionKey, statement, chart, reason } = parsed.data;
    kept.set(dismissalKey(sectionKey, statement, chart), reason);
  }
  return kept;
}

/** The statements in one section's text, each with the reason a reader kept it, if any. */
function statementsOf(
  truth: ChartTruth,
  kept: ReadonlyMap<string, string>,
  section: { key: string; doc: WrittenDoc },
): FactCheckReply['statements'] {
  return textBlocksOf(section.doc).flatMap((text, block) =>
    checkText(text, truth).map(({ text: said, start, end, verdict, chart }) => ({
      block,
      text: said,
      start,
      end,
      verdict,
      chart,
      dismissed: kept.get(dismissalKey(section.key, said, chart)) ?? null,
    })),
  );
}

/** Every statement about the buyer's chart in `doc`, by block, with its verdict. */
export async function factCheckOf(
  db: Queryable,
  purchase: Purchase,
  section: { key: string; doc: WrittenDoc },
  today: Date,
): Promise<FactCheckReply> {
  const truth = truthOf(purchase, today.getUTCFullYear());
  if (!truth) return { checked: false, statements: [] };
  return {
    checked: true,
    statements: statementsOf(truth, await dismissalsOf(db, purchase.id), section),
  };
}

/**
 * Refuses a delivery while a saved section holds a statement that contradicts the chart and no
 * reader kept it with a reason: nothing false about the chart reaches the customer unseen. The
 * kept statements are read once for the whole reading.
 */
export async function refuseContradictions(
  db: Queryable,
  purchase: Purchase,
  sections: readonly { key: string; doc: WrittenDoc }[],
  today: Date,
): Promise<void> {
  const truth = truthOf(purchase, today.getUTCFullYear());
  if (!truth) return;
  const kept = await dismissalsOf(db, purchase.id);
  const open = sections
    .flatMap((section) => statementsOf(truth, kept, section))
    .filter((statement) => statement.verdict === 'false' && !statement.dismissed).length;
  if (open > 0) throw new AppError('conflict', factCheckMessages.contradictions(open));
}

/** A reader keeps a marked statement with a reason; the order's timeline says so. */
export async function dismissStatement(
  db: Queryable,
  options: {
    purchaseId: string;
    section: { key: string; title: string };
    input: FactCheckDismissInput;
    reader: Admin;
  },
): Promise<void> {
  const { purchaseId, section, input, reader } = options;
  await recordOrderEvent(db, {
    purchaseId,
    kind: 'fact-check-dismissed',
    actor: `admin:${reader.email}`,
    data: {
      sectionKey: section.key,
      sectionTitle: section.title,
      statement: input.statement,
      chart: input.chart,
      reason: input.reason,
    },
  });
}
