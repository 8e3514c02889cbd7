import { and, eq, like, ne, sql } from 'drizzle-orm';
import { mailboxKey } from '../../common/affiliate';
import { findProduct } from '../../common/catalogue';
import {
  CHECKOUT_REMINDER_KIND,
  checkoutReminderMessages,
  type CheckoutDraftInput,
  type ResumedCheckout,
} from '../../common/checkout-reminders';
import { checkoutMessages } from '../../common/checkout';
import type { Database, Queryable } from '../db/client';
import { checkoutDrafts, leasedJobs, type CheckoutDraft } from '../db/schema';
import { AppError } from '../errors';
import { enqueueEmail } from '../mail/outbox';
import { isUnsubscribed } from '../mail/unsubscribes';
import { paidSince } from '../orders/paid-since';
import type { SignedLinks } from '../sign-ins/signed-links';

export interface CheckoutReminderDeps {
  db: Database;
  /** Signs a draft's id: the page's handle on its draft, and the reminder's link. */
  draftLinks: SignedLinks;
  /** Signs an address: the reminder's unsubscribe link. */
  unsubscribeLinks: SignedLinks;
  delayMinutes: number;
  now: () => Date;
}

/** What an unsubscribe link signs: the kind of mail and the address. */
export const unsubscribeValue = (email: string) => `${CHECKOUT_REMINDER_KIND}\n${email}`;

/** The kind and address an unsubscribe link names, or null. */
export function unsubscribeOf(value: string | null): { kind: string; email: string } | null {
  const [kind, email, ...rest] = value?.split('\n') ?? [];
  return kind && email && rest.length === 0 ? { kind, email } : null;
}

const dedupePrefix = (draftId: string) => `${CHECKOUT_REMINDER_KIND}:${draftId}:`;

/**
 * Keeps what the buyer typed, with their consent to one reminder, and queues that reminder for
 * `delayMinutes` from the first save; a changed address moves the reminder to it. Whether it is
 * still wanted is decided when it is due (`isCheckoutReminderWanted`).
 */
export async function saveCheckoutDraft(
  deps: CheckoutReminderDeps,
  input: CheckoutDraftInput,
): Promise<{ token: string }> {
  const product = findProduct(input.productId);
  if (!product) throw new AppError('bad_request', checkoutMessages.productNotFound);
  const email = input.email.trim();
  const givenId = input.token ? deps.draftLinks.verify(input.token) : null;
  return deps.db.transaction(async (tx) => {
    const [updated] = givenId
      ? await tx
          .update(checkoutDrafts)
          .set({ productId: product.id, email, details: input.details, updatedAt: sql`now()` })
          .where(eq(checkoutDrafts.id, givenId))
          .returning()
      : [];
    const draft =
      updated ??
      (
        await tx
          .insert(checkoutDrafts)
          .values({ productId: product.id, email, details: input.details })
          .returning()
      )[0]!;
    if (!draft.remindedAt) await queueReminder(tx, deps, draft, product.name);
    return { token: deps.draftLinks.sign(draft.id) };
  });
}

async function queueReminder(
  tx: Queryable,
  deps: CheckoutReminderDeps,
  draft: CheckoutDraft,
  productName: string,
) {
  const dedupeKey = `${dedupePrefix(draft.id)}${mailboxKey(draft.email)}`;
  // A reminder waiting for an address no longer given goes; the one for this address stays.
  await tx
    .update(leasedJobs)
    .set({ status: 'cancelled', lastError: 'the checkout was given another address' })
    .where(
      and(
        eq(leasedJobs.status, 'queued'),
        like(leasedJobs.dedupeKey, `${dedupePrefix(draft.id)}%`),
        ne(leasedJobs.dedupeKey, dedupeKey),
      ),
    );
  const token = deps.draftLinks.sign(draft.id);
  const unsubscribeToken = deps.unsubscribeLinks.sign(unsubscribeValue(draft.email));
  await enqueueEmail(tx, {
    kind: CHECKOUT_REMINDER_KIND,
    recipient: draft.email,
    payload: {
      draftId: draft.id,
      productId: draft.productId,
      productName,
      fullName: draft.details.fullName?.trim() || null,
      resumePath: `/checkout?product=${draft.productId}#resume=${token}`,
      unsubscribePath: `/unsubscribe#token=${unsubscribeToken}`,
      oneClickUnsubscribePath: `/api/unsubscribe?token=${unsubscribeToken}`,
    },
    dedupeKey,
    notBefore: new Date(draft.createdAt.getTime() + deps.delayMinutes * 60_000),
  });
}

/** The buyer unticked the box: what they typed and the reminder go. */
export async function withdrawCheckoutDraft(deps: CheckoutReminderDeps, token: string) {
  const id = deps.draftLinks.verify(token);
  if (!id) return;
  await deps.db.delete(checkoutDrafts).where(eq(checkoutDrafts.id, id));
}

/** The reminder's link: the checkout as it was left, and the draft's token to keep saving it. */
export async function resumeCheckoutDraft(
  deps: CheckoutReminderDeps,
  token: string,
): Promise<ResumedCheckout> {
  const id = deps.draftLinks.verify(token);
  const [draft] = id
    ? await deps.db
        .update(checkoutDrafts)
        .set({ resumedAt: deps.now() })
        .where(eq(checkoutDrafts.id, id))
        .returning()
    : [];
  if (!draft) throw new AppError('not_found', checkoutReminderMessages.linkInvalid);
  return { productId: draft.productId, email: draft.email, details: draft.details, token };
}

/**
 * Whether the reminder is still to go when it is due: the draft is still there (consent not
 * withdrawn, not erased) with this address and not reminded yet, the address did not unsubscribe,
 * and nobody paid with it since the checkout began.
 */
export async function isCheckoutReminderWanted(
  db: Database,
  payload: Record<string, unknown>,
  recipient: string,
): Promise<boolean> {
  const draftId = typeof payload.draftId === 'string' ? payload.draftId : null;
  if (!draftId) return false;
  const [draft] = await db
    .select({
      email: checkoutDrafts.email,
      remindedAt: checkoutDrafts.remindedAt,
      hasPaid: paidSince(sql`${checkoutDrafts.email}`, sql`${checkoutDrafts.createdAt}`).mapWith(
        Boolean,
      ),
    })
    .from(checkoutDrafts)
    .where(sql`${checkoutDrafts.id} = ${draftId}::uuid`);
  if (!draft || draft.remindedAt || draft.hasPaid) return false;
  if (mailboxKey(draft.email) !== mailboxKey(recipient)) return false;
  return !(await isUnsubscribed(db, draft.email, CHECKOUT_REMINDER_KIND));
}

/** The reminder went: the draft is marked, so it is never sent twice. */
export async function checkoutReminderSent(db: Queryable, payload: Record<string, unknown>) {
  const draftId = typeof payload.draftId === 'string' ? payload.draftId : null;
  if (!draftId) return;
  await db
    .update(checkoutDrafts)
    .set({ remindedAt: sql`now()` })
    .where(sql`${checkoutDrafts.id} = ${draftId}::uuid`);
}
