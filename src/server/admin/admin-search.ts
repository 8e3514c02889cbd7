import { sql, type SQL } from 'drizzle-orm';
import { ADMIN_SEARCH_MIN_LENGTH } from '../../common/admin';
import { purchases, users } from '../db/schema';
import { likeFragment } from './list-cursor';

/** What an admin typed, when it is long enough to search by (docs/product.md §9: more than 2). */
export function searchTextOf(query: string | undefined): string | null {
  const text = query?.trim() ?? '';
  return text.length >= ADMIN_SEARCH_MIN_LENGTH ? text : null;
}

const ID_TAIL = /^[0-9a-f]{8}$/i;
const FULL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INTENT_ID = /^pi_[A-Za-z0-9_]+$/;

/** Text an admin may type for a phone number: digits with spaces, +, dashes, dots, brackets. */
const PHONE_LIKE = /^[0-9+\-.() ]+$/;
/** A shorter run of digits would match most numbers. */
const PHONE_DIGITS_MIN_LENGTH = 3;

/**
 * The digits of a search text that looks like (part of) a phone number ("+1 206" -> "1206",
 * "555 0100" -> "5550100"), or null: they are matched against the digits of stored phones.
 */
export function phoneDigitsOf(text: string): string | null {
  if (!PHONE_LIKE.test(text)) return null;
  const digits = text.replace(/[^0-9]/g, '');
  return digits.length >= PHONE_DIGITS_MIN_LENGTH ? digits : null;
}

/** The ways one search text can name an order; each is looked up through its own index. */
export interface OrderSearch {
  /** The last 8 characters of an order id, as the admin pages show it (lower case). */
  idTail: string | null;
  fullId: string | null;
  paymentIntentId: string | null;
  /** Any fragment of the customer's name or e-mail, or digits of their phone. */
  customerFragment: string;
}

export function orderSearchOf(text: string): OrderSearch {
  return {
    idTail: ID_TAIL.test(text) ? text.toLowerCase() : null,
    fullId: FULL_ID.test(text) ? text.toLowerCase() : null,
    paymentIntentId: INTENT_ID.test(text) ? text : null,
    customerFragment: text,
  };
}

/**
 * Users whose name or e-mail holds the text, or whose phone holds its digits. Read on the
 * newest customers' index or, for a rare fragment, behind `customerCandidates` (decision 367).
 */
export function customerMatches(text: string): SQL {
  const pattern = likeFragment(text);
  const digits = phoneDigitsOf(text);
  const phone = digits ? sql` or ${users.phoneDigits} like ${likeFragment(digits)}` : sql``;
  return sql`(lower(${users.fullName}) like ${pattern} or ${users.emailKey} like ${pattern}${phone})`;
}

/**
 * Orders whose customer's name or e-mail holds the text, or whose phone holds its digits, read
 * from the order's own copy of them (`customer_search`, kept by triggers: migration 0013), on
 * an index in the list's order or, for a rare fragment, behind `orderCustomerCandidates`.
 */
export function orderCustomerMatches(text: string): SQL {
  const digits = phoneDigitsOf(text);
  const phone = digits ? sql` or ${purchases.customerSearch} like ${likeFragment(digits)}` : sql``;
  return sql`(${purchases.customerSearch} like ${likeFragment(text)}${phone})`;
}

/**
 * Rows whose search code (migration 0035: punctuation and spaces as `q`) holds the code of the
 * text or the digits: whatever holds the text holds its code, so this is implied by the matches
 * above, and it is what the trigram index answers, "lee@" as "leeq" rather than every "lee".
 * The code has no `%`, `_` or `\` left to escape.
 */
function codeCandidates(code: SQL, text: string): SQL {
  const digits = phoneDigitsOf(text);
  const phone = digits ? sql` or ${code} like ${likeFragment(digits)}` : sql``;
  return sql`(${code} like '%' || admin_search_code(${text.toLowerCase()}) || '%'${phone})`;
}

/** `customerMatches` through the users' trigram index (its expression, to the letter). */
export function customerCandidates(text: string): SQL {
  return codeCandidates(
    sql`admin_search_code(customer_search_text(${users.fullName}, ${users.emailKey}, ${users.phoneDigits}))`,
    text,
  );
}

/** `orderCustomerMatches` through the orders' trigram index. */
export function orderCustomerCandidates(text: string): SQL {
  return codeCandidates(sql`admin_search_code(${purchases.customerSearch})`, text);
}
