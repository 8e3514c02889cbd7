import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * A statement the shop sends many times a second whose planning costs more than its work (the
 * free sign-up's, decision 364) runs as a named prepared statement: each connection parses and
 * plans it once, then only binds and runs it. Drizzle's `execute` cannot name a statement, so
 * this speaks to the driver under it: node-postgres names it itself; PGlite gets the protocol's
 * messages, which its `query` sends unnamed (parsed and planned every time).
 */

/** A value a prepared statement is bound to, sent as text. */
type BindValue = string | number | null;

/** The columns a prepared statement may answer, read as node-postgres reads them. */
const readByType = new Map<number, (text: string) => unknown>([
  [16, (text) => text === 't'], // bool
  [21, Number], // int2
  [23, Number], // int4
  [25, String], // text
  [2950, String], // uuid
]);

const dialect = new PgDialect();

interface PostgresPool {
  query(config: {
    name: string;
    text: string;
    values: BindValue[];
  }): Promise<{ rows: Record<string, unknown>[] }>;
}

interface PgliteMessage {
  name: string;
  fields?: ({ name: string; dataTypeID: number } | string | null)[];
}

/** What of PGlite this needs: its protocol entry and the locks its own `query` takes. */
interface Pglite {
  /** Throws the first error the server answered, once it has read every message. */
  execProtocol(message: Uint8Array): Promise<{ messages: PgliteMessage[] }>;
  _runExclusiveTransaction<T>(run: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(run: () => Promise<T>): Promise<T>;
}

function isPglite(client: unknown): client is Pglite {
  return typeof (client as Partial<Pglite>).execProtocol === 'function';
}

/** The statements each PGlite instance has parsed, by name. */
const parsedByPglite = new WeakMap<Pglite, Map<string, string>>();

/**
 * Runs `query` as the prepared statement `name` and answers its rows. `name` must always name
 * the same text (a statement whose parameters alone change); its columns may be bool, int2,
 * int4, text or uuid.
 */
export async function runPrepared<Row>(db: Database, name: string, query: SQL): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const values = params.map(bindValue);
  const client = (db as unknown as { $client: unknown }).$client;
  const run = async () => {
    if (isPglite(client)) return runOnPglite(client, name, text, values);
    return (await (client as PostgresPool).query({ name, text, values })).rows;
  };
  // A session that was reset (`discard all`, a pooler's or a server's restart) has forgotten
  // its statements while the driver still believes it holds them. Nothing ran: the statement is
  // parsed again. node-postgres drops a connection whose query failed, so each retry runs on
  // another connection, which may have been reset too: at most one retry per connection the
  // pool holds (one on PGlite, whose one session parses it again).
  let retries: number | undefined;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return (await run()) as Row[];
    } catch (error) {
      if ((error as { code?: unknown }).code !== UNKNOWN_STATEMENT) throw error;
      retries ??= retriesOf(client);
      if (attempt > retries) throw error;
      if (isPglite(client)) parsedByPglite.get(client)?.delete(name);
    }
  }
}

/**
 * How many times a statement a session forgot is tried again (`runPrepared`): on PostgreSQL,
 * once for each connection left in the pool after the failed one was dropped (each may have
 * been reset too), and once more on a new one.
 */
function retriesOf(client: unknown): number {
  if (isPglite(client)) return 1;
  return ((client as { totalCount?: number }).totalCount ?? 0) + 1;
}

/** PostgreSQL's `invalid_sql_statement_name`: no prepared statement of that name. */
const UNKNOWN_STATEMENT = '26000';

function bindValue(value: unknown): BindValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  throw new TypeError(`a prepared statement binds strings and numbers, not ${typeof value}`);
}

async function runOnPglite(
  client: Pglite,
  name: string,
  text: string,
  values: BindValue[],
): Promise<Record<string, unknown>[]> {
  let parsed = parsedByPglite.get(client);
  if (!parsed) parsedByPglite.set(client, (parsed = new Map()));
  const known = parsed.get(name);
  if (known !== undefined && known !== text) {
    throw new Error(`the prepared statement ${name} was given another text`);
  }
  // A statement parsed anew first closes any of that name the session may still hold (closing
  // none is no error), so a fresh start of this module cannot trip over an old one.
  const messages = [
    ...(known === undefined ? [closeMessage(name), parseMessage(name, text)] : []),
    bindMessage(name, values),
    protocolMessage('D', Buffer.from('P\0')),
    protocolMessage('E', Buffer.from('\0\0\0\0\0')),
    protocolMessage('S', Buffer.alloc(0)),
  ];
  // The locks PGlite's own `query` takes: nothing else runs meanwhile, nor inside an open
  // transaction. One call for the lot, where `query` makes one per message; the closing Sync
  // ends the statement's transaction, or rolls it back after an error.
  const answer = await client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(() => client.execProtocol(Buffer.concat(messages))),
  );
  parsed.set(name, text);
  return rowsOf(answer.messages);
}

function rowsOf(messages: PgliteMessage[]): Record<string, unknown>[] {
  let columns: { name: string; read: (text: string) => unknown }[] = [];
  const rows: Record<string, unknown>[] = [];
  for (const message of messages) {
    if (message.name === 'rowDescription') {
      columns = (message.fields as { name: string; dataTypeID: number }[]).map((field) => {
        const read = readByType.get(field.dataTypeID);
        if (!read) throw new Error(`a prepared statement cannot read type ${field.dataTypeID}`);
        return { name: field.name, read };
      });
    } else if (message.name === 'dataRow') {
      const fields = message.fields as (string | null)[];
      rows.push(
        Object.fromEntries(
          columns.map((column, index) => {
            const value = fields[index] ?? null;
            return [column.name, value === null ? null : column.read(value)];
          }),
        ),
      );
    }
  }
  return rows;
}

/** One frontend message: its code, its length (itself included) and its body. */
function protocolMessage(code: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(code, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

const cString = (value: string) => Buffer.from(`${value}\0`, 'utf8');

function int16(value: number): Buffer {
  const bytes = Buffer.alloc(2);
  bytes.writeInt16BE(value);
  return bytes;
}

function int32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeInt32BE(value);
  return bytes;
}

/** Close: the named statement. */
function closeMessage(name: string): Buffer {
  return protocolMessage('C', Buffer.concat([Buffer.from('S'), cString(name)]));
}

/** Parse: the named statement, its parameter types left to the server. */
function parseMessage(name: string, text: string): Buffer {
  return protocolMessage('P', Buffer.concat([cString(name), cString(text), int16(0)]));
}

/** Bind: the unnamed portal, every parameter and column as text. */
function bindMessage(name: string, values: BindValue[]): Buffer {
  const parameters = values.map((value) => {
    if (value === null) return int32(-1);
    const bytes = Buffer.from(String(value), 'utf8');
    return Buffer.concat([int32(bytes.length), bytes]);
  });
  return protocolMessage(
    'B',
    Buffer.concat([
      cString(''),
      cString(name),
      int16(0),
      int16(values.length),
      ...parameters,
      int16(0),
    ]),
  );
}
