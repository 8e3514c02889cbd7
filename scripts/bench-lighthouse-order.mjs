// What `bench:lighthouse` needs to audit the pages of one real order (decision 369): an admin
// sign-in without Google, and a paid order with its private link, made through the shop's own
// command and routes as an operator and a buyer would.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { benchPerson, payForOrder, sendJson } from './bench-shop.mjs';

/** The Master Blueprint, the product with the most on its reading page, at its catalogue price. */
const PRODUCT = { id: 6, price: 500 };

/**
 * A one-time admin sign-in link, made by `npm run admin -- link` before the shop starts: with
 * PGlite only one process may hold the database, and the link made at the shop's own start is
 * printed only to a terminal in production.
 */
export function adminSignInLink({ root, env, email }) {
  const made = spawnSync('npm', ['run', '--silent', 'admin', '--', 'link', email], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  const link = /https?:\/\/\S+/.exec(made.stdout ?? '')?.[0];
  if (made.status !== 0 || !link) {
    throw new Error(`npm run admin -- link failed:\n${made.stdout}${made.stderr}`);
  }
  return link;
}

/** Opens a sign-in link as the browser would; returns the `name=value` of the session cookie. */
export async function signInWith(link) {
  const reply = await fetch(link, { redirect: 'manual' });
  const cookie = reply.headers.getSetCookie().find((line) => /session/i.test(line));
  await reply.body?.cancel();
  if (!cookie) throw new Error(`the sign-in link answered ${reply.status} without a session`);
  return cookie.split(';')[0];
}

/**
 * Pays one order (of the Master Blueprint unless told) as the checkout page does on the local
 * test provider (bench-shop.mjs), then files its details as the browser that paid does, which
 * hands back the order's private link.
 * @param {string} shopUrl
 * @param {{ id: number, price: number }} [product]
 */
export async function payForReadingOrder(shopUrl, product = PRODUCT) {
  const person = benchPerson({
    fullName: 'Bench Lighthouse',
    email: `lighthouse.${randomUUID()}@example.com`,
  });
  const paid = await payForOrder(shopUrl, product, { person });
  const saved = await sendJson(shopUrl, '/api/save-user-data', {
    ...person,
    productId: product.id,
    paymentIntentId: paid.paymentIntentId,
    purchaseId: paid.purchaseId,
  });
  return { purchaseId: saved.purchaseId, readingPath: saved.orderStatusPath };
}

/**
 * Waits (up to `seconds`) until every computed document of the order is delivered, so the
 * reading page is audited as its buyer finds it and no document is drawn while pages are audited
 * (the documents' job may be queued a moment after the payment). Asks the order's own route every
 * 10 s, well within its limit per client. Returns whether the documents were all delivered.
 */
export async function waitForDocuments(shopUrl, readingPath, seconds) {
  const token = new URLSearchParams(readingPath.split('#')[1]).get('token');
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const reply = await fetch(`${shopUrl}/api/order-status/link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: shopUrl },
      body: JSON.stringify({ token }),
    });
    if (!reply.ok) throw new Error(`the order's link answered ${reply.status}`);
    const view = await reply.json();
    const documents = (view.reading?.deliverables ?? []).filter(
      (deliverable) => deliverable.kind === 'computed-document',
    );
    if (documents.length > 0 && documents.every((document) => document.state === 'delivered')) {
      return true;
    }
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
}
