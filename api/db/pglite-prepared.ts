// Prepared statements for PGlite (docs/decisions/034-in-process-v1-and-prepared-statements.md).
//
// PGlite's `query()` sends every parameterised statement as an unnamed one, in six calls into PostgreSQL
// (Parse, Describe, Bind, Describe, Execute, Sync): each call runs the backend's message loop, and every
// statement is parsed and planned again — planning even reads each table's size from its files. The
// service runs the same few dozen statements all day, so each SQL text is prepared once under a name
// (Parse + Describe of the statement, which gives its parameter types and its columns) and then runs as one
// message of Bind, Execute and Sync: about a sixth of the CPU per statement (docs/performance.md).
//
// The run's bytes are written and read by api/db/pglite-wire.ts (decision 050); everything else is PGlite's
// own: its parameter serializers (chosen by the types PostgreSQL reports for the statement, as `query()`
// does), its type parsers, its mutexes (a statement waits for a transaction in progress and for other
// statements) and its errors (a failed statement throws PGlite's DatabaseError, with PostgreSQL's code).
// Statements inside a transaction keep PGlite's own `query()`; so does any SQL text beyond the first
// MAX_PREPARED, and any that could notify a listener (PGlite hands notifications to its listeners only
// from its own reader).
import { parse, protocol, type PGlite } from "@electric-sql/pglite";
import {
  bindExecuteSync,
  columnParser,
  ReplyBuffer,
  type Column,
  type WireResult,
  type WireValue,
} from "./pglite-wire.ts";

/** The PGlite methods this needs: public ones, plus its two mutexes (PGlite's own `query()` takes both). */
export type PreparableLite = Pick<
  PGlite,
  | "execProtocol"
  | "execProtocolRawStream"
  | "serializers"
  | "parsers"
  | "_runExclusiveQuery"
  | "_runExclusiveTransaction"
>;

/** The service's statements are a fixed set; SQL built with a varying text would only fill the cache. */
const MAX_PREPARED = 512;

interface Prepared {
  name: string;
  /** PostgreSQL's type of each parameter, which chooses its serializer. */
  paramTypes: number[];
  /**
   * The statement's columns as PostgreSQL described them when it was prepared (null: it returns no rows),
   * each with PGlite's parser for its type. Each run then needs no Describe.
   */
  columns: Column[] | null;
}

/**
 * Statements that could notify a listener: left to PGlite's query(), whose reader hands notifications on. Any
 * text that mentions the word goes there (a column so named too: it only runs without preparation).
 */
const NOTIFIES = /notify/i;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Statements run one after another under one taking of PGlite's locks, at most this many. */
const TURNS_PER_LOCK = 8;

/**
 * Runs jobs one at a time, in order, each with PGlite's locks held: taken once for up to TURNS_PER_LOCK jobs
 * that are waiting, then let go so that PGlite's other users (a transaction, the job queue) get their turn
 * in its own first-come order. Taking both locks cost 13.6 µs a statement with 16 requests at once,
 * as much as the statement itself (docs/performance.md, "Responses read from memory").
 */
function turnsUnderLock(exclusive: (fn: () => Promise<void>) => Promise<void>) {
  const waiting: { run: () => Promise<void>; fail: (error: unknown) => void }[] = [];
  let running = false;
  async function runWaiting(): Promise<void> {
    try {
      while (waiting.length > 0) {
        await exclusive(async () => {
          for (let turn = 0; turn < TURNS_PER_LOCK && waiting.length > 0; turn++)
            await waiting.shift()!.run();
        });
      }
    } catch (error) {
      // The locks could not be taken (the database is closing): nothing waiting would ever run.
      for (const job of waiting.splice(0)) job.fail(error);
    } finally {
      running = false;
    }
  }
  return <T>(job: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      waiting.push({ run: () => job().then(resolve, reject), fail: reject });
      if (!running) {
        running = true;
        void runWaiting();
      }
    });
}

/** A query function for `lite` that prepares each SQL text once; null when the text should not be cached. */
export function preparedStatements(lite: PreparableLite) {
  const statements = new Map<string, Prepared>();
  let named = 0;
  const { serialize } = protocol;
  // One statement runs at a time (the mutexes below), so one buffer serves them all.
  const reply = new ReplyBuffer();

  /** Runs with both of PGlite's mutexes held, as its own `query()` does. */
  const exclusive = <T>(fn: () => Promise<T>) =>
    lite._runExclusiveTransaction(() => lite._runExclusiveQuery(fn));
  const inTurn = turnsUnderLock(exclusive);

  async function prepare(sql: string): Promise<Prepared> {
    const name = `tandem_${++named}`;
    const { messages } = await lite.execProtocol(
      concat([
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: "S", name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const description = messages.find((m) => m.name === "rowDescription") as
      { fields: { name: string; dataTypeID: number }[] } | undefined;
    const prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      columns:
        description?.fields.map(({ name, dataTypeID }) => ({
          name,
          dataTypeID,
          parse: columnParser(lite.parsers, dataTypeID),
        })) ?? null,
    };
    statements.set(sql, prepared);
    return prepared;
  }

  function values(prepared: Prepared, params: readonly unknown[]) {
    return params.map((param, i): WireValue => {
      if (param === null || param === undefined) return null;
      const serializer = lite.serializers[prepared.paramTypes[i]!];
      const value = serializer ? (serializer(param) as unknown) : String(param);
      if (typeof value === "string") return value;
      // Bytes go in binary, as PGlite's serializer sends any ArrayBuffer or view of one.
      if (value instanceof ArrayBuffer) return new Uint8Array(value);
      if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
      return String(value);
    });
  }

  return {
    /** Whether `sql` runs as a prepared statement (else the caller uses PGlite's `query()`). */
    accepts: (sql: string) => statements.has(sql) || (statements.size < MAX_PREPARED && !NOTIFIES.test(sql)),

    query: <T>(sql: string, params: readonly unknown[]): Promise<WireResult<T>> =>
      inTurn(async () => {
        const run = async (prepared: Prepared) => {
          reply.reset();
          await lite.execProtocolRawStream(bindExecuteSync(prepared.name, values(prepared, params)), {
            onRawData: reply.add,
          });
          return reply.read<T>(prepared.columns);
        };
        const known = statements.get(sql);
        if (!known) return run(await prepare(sql));
        try {
          return await run(known);
        } catch (error) {
          // A table the statement reads changed shape since it was prepared ("cached plan must not change
          // result type"): prepare it again.
          if ((error as { code?: unknown }).code !== "0A000") throw error;
          statements.delete(sql);
          return run(await prepare(sql));
        }
      }),
  };
}
