/**
 * The workspace's fact check (issue 38, decision 350): what a reader has written in a section,
 * read block by block against the buyer's charts. The charts are drawn once per order and birth
 * (about 200 ms, 70 ms more without a birth time) and kept for the next check of the same order.
 */
import { chartTruth, checkText, type ChartTruth } from '../../../astrology/fact-check';
import type { FactCheckReply } from '../../../common/workspace';
import {
  inlineText,
  type WrittenBlock,
  type WrittenDoc,
  type WrittenListItem,
} from '../../../common/written-reading';
import type { Purchase } from '../../db/schema';
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

/** Every statement about the buyer's chart in `doc`, by block, with its verdict. */
export function factCheckOf(purchase: Purchase, doc: WrittenDoc, today: Date): FactCheckReply {
  const truth = truthOf(purchase, today.getUTCFullYear());
  if (!truth) return { checked: false, statements: [] };
  return {
    checked: true,
    statements: textBlocksOf(doc).flatMap((text, block) =>
      checkText(text, truth).map(({ text: said, start, end, verdict, chart }) => ({
        block,
        text: said,
        start,
        end,
        verdict,
        chart,
      })),
    ),
  };
}
