import { type PGlite, protocol, type Transaction } from '@electric-sql/pglite';
import pgUtils from 'pg/lib/utils.js';

type QueryOptions = Parameters<PGlite['query']>[2];
type QueryResult = Awaited<ReturnType<PGlite['query']>>;
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Parser = (value: string, typeId: number) => unknown;

/**
 * PGlite's own `query` asks for a statement in six calls into its engine (parse, describe the parameters,
 * bind, describe the portal, execute, sync), parses and plans it every time, and copies its 300-entry
 * parser table whenever a query brings parsers of its own, as every Drizzle query does: about 280 µs for a
 * one-row select, of which about 100 µs is the statement itself. Here a statement goes in one call, as a
 * prepared statement: prepared the first time it is sent (up to `maxPreparedStatements` of them, the least
 * recently used closed first), then only bound and executed. Its parameters are sent as text, untyped,
 * exactly as node-postgres sends them to PostgreSQL (pg's own prepareValue), so both databases see the same
 * statements. Results are read with PGlite's parsers, as its `query` reads them. A query this path cannot
 * send (a blob, parameter types or serializers of its own, a binary parameter) goes the original way.
 * docs/decisions/0023-pglite-statements-in-one-call.md
 */
export function queryInOneCall(client: PGlite, { maxPreparedStatements = 200 } = {}): void {
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  const statements = new PreparedStatements(maxPreparedStatements);
  client.query = (async <T>(sql: string, params?: unknown[], options?: QueryOptions) => {
    const values = textValues(params, options);
    if (!values) return query<T>(sql, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() =>
        runInOneCall(client, statements, { sql, params, values, options }, true),
      ),
    );
  }) as PGlite['query'];
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => callback(withQueryInOneCall(client, statements, tx)))) as PGlite['transaction'];
}

/** The open transaction, its `query` sent in one call (the transaction holds the connection already). */
function withQueryInOneCall(client: PGlite, statements: PreparedStatements, tx: Transaction): Transaction {
  // Inherits the rest (exec, sql, rollback, listen and the `closed` getter, which reads tx's own state).
  const inOneCall: Transaction = Object.create(tx);
  inOneCall.query = (async <T>(sql: string, params?: unknown[], options?: QueryOptions) => {
    const values = textValues(params, options);
    if (!values || tx.closed) return tx.query<T>(sql, params, options);
    return client._runExclusiveQuery(() =>
      runInOneCall(client, statements, { sql, params, values, options }, false),
    );
  }) as Transaction['query'];
  return inOneCall;
}

/** The parameters as node-postgres sends them (text, or null); undefined when this path cannot send them. */
function textValues(params: unknown[] = [], options: QueryOptions): (string | null)[] | undefined {
  if (options?.blob || options?.paramTypes || options?.serializers) return undefined;
  const values: (string | null)[] = [];
  for (const param of params) {
    const value: unknown = pgUtils.prepareValue(param);
    if (value !== null && typeof value !== 'string') return undefined;
    values.push(value);
  }
  return values;
}

type Statement = { sql: string; params?: unknown[]; values: (string | null)[]; options: QueryOptions };

/** SQLSTATEs of a prepared statement that is gone or no longer fits its tables: prepare it again. */
const STALE_STATEMENT_CODES = new Set(['26000', '0A000']);

/**
 * The names of the statements the connection has prepared, by their SQL, least recently used first. A
 * statement is prepared the first time it is sent and then only bound and executed, which saves parsing
 * and planning it again (a product with its category: 600 µs unprepared, 250 µs prepared).
 */
class PreparedStatements {
  readonly #names = new Map<string, string>();
  /** Statements to close with the next message: evicted, or of a statement that failed. */
  #closing: string[] = [];
  #nextName = 1;
  readonly #max: number;

  constructor(max: number) {
    this.#max = max;
  }

  /** The statement's name, and whether it has to be prepared first. */
  take(sql: string): { name: string; prepared: boolean } {
    const known = this.#names.get(sql);
    if (known) {
      this.#names.delete(sql); // and set again below: now the most recently used
      this.#names.set(sql, known);
      return { name: known, prepared: true };
    }
    const name = `one_call_${this.#nextName++}`;
    this.#names.set(sql, name);
    if (this.#names.size > this.#max) {
      const [oldest, oldestName] = this.#names.entries().next().value!;
      this.#names.delete(oldest);
      this.#closing.push(oldestName);
    }
    return { name, prepared: false };
  }

  /** Forgets a statement that failed: it may or may not have been prepared, so it is closed. */
  forget(sql: string): void {
    const name = this.#names.get(sql);
    if (name === undefined) return;
    this.#names.delete(sql);
    this.#closing.push(name);
  }

  /** The Close messages owed (closing a statement that does not exist is no error). */
  takeClosing(): Uint8Array[] {
    const closing = this.#closing.map((name) => protocol.serialize.close({ type: 'S', name }));
    this.#closing = [];
    return closing;
  }
}

async function runInOneCall(
  client: PGlite,
  statements: PreparedStatements,
  statement: Statement,
  outsideTransaction: boolean,
): Promise<QueryResult> {
  const { sql, params, values, options } = statement;
  const { serialize } = protocol;
  const { name, prepared } = statements.take(sql);
  const message = concat([
    ...statements.takeClosing(),
    ...(prepared ? [] : [serialize.parse({ name, text: sql })]),
    serialize.bind({ statement: name, values }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ]);
  let messages: BackendMessage[];
  try {
    messages = await client.execProtocolStream(message, { syncToFs: outsideTransaction });
  } catch (error) {
    if (!(error instanceof protocol.messages.DatabaseError)) throw error;
    statements.forget(sql);
    // Outside a transaction a statement prepared before a change of its tables can be prepared again;
    // inside one, the failure has aborted the transaction and is the caller's.
    if (prepared && outsideTransaction && STALE_STATEMENT_CODES.has(error.code ?? '')) {
      return runInOneCall(client, statements, statement, outsideTransaction);
    }
    // As PGlite's query reports a failed statement (the log serializers redact `params`).
    Object.assign(error, { query: sql, params, queryOptions: options });
    throw error;
  }
  return readResult(messages, client.parsers, options);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/** The statement's result as PGlite's query answers it: rows, fields, command, affectedRows, rowCount. */
function readResult(
  messages: BackendMessage[],
  parsers: Record<number, Parser>,
  options: QueryOptions,
): QueryResult {
  let fields: { name: string; dataTypeID: number }[] = [];
  let columnParsers: (Parser | undefined)[] = [];
  const rows: unknown[] = [];
  const asArrays = options?.rowMode === 'array';
  const ownParsers = options?.parsers as Record<number, Parser> | undefined;
  for (const message of messages) {
    if (message instanceof protocol.messages.RowDescriptionMessage) {
      fields = message.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID }));
      columnParsers = fields.map(({ dataTypeID }) => ownParsers?.[dataTypeID] ?? parsers[dataTypeID]);
    } else if (message instanceof protocol.messages.DataRowMessage) {
      const row = message.fields.map((value, column) => {
        const parse = columnParsers[column];
        return value === null || !parse ? value : parse(value, fields[column]!.dataTypeID);
      });
      rows.push(
        asArrays ? row : Object.fromEntries(fields.map((field, column) => [field.name, row[column]])),
      );
    } else if (message instanceof protocol.messages.CommandCompleteMessage) {
      const words = message.text.split(' ');
      const command = words[0]!;
      const count = Number.parseInt(words[words.length - 1]!, 10);
      const changes = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command);
      const result: QueryResult = { rows, fields, command, affectedRows: changes ? count : 0 };
      if (!Number.isNaN(count)) result.rowCount = count;
      return result;
    }
  }
  return { rows: [], fields: [], affectedRows: 0 };
}
