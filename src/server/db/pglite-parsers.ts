import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

/*
 * Drizzle reads dates, times and intervals (and arrays of them, and of numeric) as the text
 * PostgreSQL sends, and asks PGlite for that with every query (`parsers` in its query options,
 * drizzle-orm/pglite/session.js). PGlite 0.5 answers such a query by copying all of its own
 * parsers, one for each of the database's 375 types and array types, into a new object before
 * reading the rows: measured on this machine, 0.6-0.75 ms of the shop's one thread per query,
 * most of what a simple statement costs. Here those few types are read as text by PGlite's own
 * parsers once, and the per-query option is left out, so the copy never happens. The rows are
 * the same: the types Drizzle names come back as the same text.
 */

const asText = (value: string) => value;

/**
 * The types Drizzle passes per query (drizzle-orm/pglite/session.js), all read as text, by
 * their fixed PostgreSQL ids: a start on PostgreSQL loads nothing of PGlite (decision 213).
 */
const TEXT_TYPES = [
  1114, // timestamp
  1184, // timestamptz
  1186, // interval
  1082, // date
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

type Query = PGlite['query'];

function withoutParsers(query: Query): Query {
  return ((text: string, params?: unknown[], options?: QueryOptions) =>
    query(text, params, options?.parsers ? { ...options, parsers: undefined } : options)) as Query;
}

/**
 * Makes `client` read Drizzle's text types itself, and its queries and transactions drop the
 * per-query parsers. Call once the database is open: PGlite adds its array types' parsers then.
 */
export function readDrizzleTypesOnce(client: PGlite): void {
  for (const type of TEXT_TYPES) client.parsers[type] = asText;
  client.query = withoutParsers(client.query.bind(client));
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) =>
      callback(Object.assign(tx, { query: withoutParsers(tx.query.bind(tx) as Query) })),
    )) as PGlite['transaction'];
}
