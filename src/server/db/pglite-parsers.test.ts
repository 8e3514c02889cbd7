import { sql } from 'drizzle-orm';
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { describe, expect, it, vi } from 'vitest';
import { withTestDatabase } from '../../../tests/support/database';
import { readDrizzleTypesOnce } from './pglite-parsers';

describe('PGlite reads the types Drizzle wants as text itself', () => {
  const database = withTestDatabase('pglite');

  const sample = sql`select '2027-06-04 10:00:00'::timestamp as at,
    '2027-06-04 10:00:00+00'::timestamptz as instant, '1 day 02:00:00'::interval as span,
    '2027-06-04'::date as day, array['2027-06-04'::date] as days,
    array[1.50::numeric] as amounts, 7::int as count, true as flag`;
  const asText = {
    at: '2027-06-04 10:00:00',
    instant: '2027-06-04 10:00:00+00',
    span: '1 day 02:00:00',
    day: '2027-06-04',
    days: '{2027-06-04}',
    amounts: '{1.50}',
    count: 7,
    flag: true,
  };

  it('gives the same rows as Drizzle asked for, outside and inside a transaction', async () => {
    const { db } = database;
    const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;
    expect(rowsOf(await db.execute(sample))).toEqual([asText]);
    const inside = await db.transaction(async (tx) => rowsOf(await tx.execute(sample)));
    expect(inside).toEqual([asText]);
  });

  it('hands PGlite no parsers with a query, in or out of a transaction', async () => {
    const seen: (QueryOptions | undefined)[] = [];
    const query = vi.fn(async (_text: string, _params?: unknown[], options?: QueryOptions) => {
      seen.push(options);
      return { rows: [], fields: [] };
    });
    const tx = { query } as unknown as Transaction;
    const client = {
      parsers: {},
      query,
      transaction: async (callback: (tx: Transaction) => Promise<unknown>) => callback(tx),
    } as unknown as PGlite;
    readDrizzleTypesOnce(client);
    const drizzleOptions = {
      rowMode: 'array' as const,
      parsers: { 1114: (value: string) => value },
    };
    await client.query('select 1', [], drizzleOptions);
    await client.transaction((inside) => inside.query('select 2', [], drizzleOptions));
    expect(seen).toEqual([
      { rowMode: 'array', parsers: undefined },
      { rowMode: 'array', parsers: undefined },
    ]);
    expect(
      Object.keys(client.parsers)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([1082, 1114, 1115, 1182, 1184, 1185, 1186, 1187, 1231]);
  });
});
