// Prepared statements for PGlite (docs/decisions/034-in-process-v1-and-prepared-statements.md).
//
// PGlite's `query()` sends every parameterised statement as an unnamed one, in six calls into PostgreSQL
// (Parse, Describe, Bind, Describe, Execute, Sync): each call runs the backend's message loop, and every
// statement is parsed and planned again — planning even reads each table's size from its files. The
// service runs the same few dozen statements all day, so each SQL text is prepared once under a name
// (Parse + Describe of the statement, which gives its parameter types and its columns) and then runs as one
// message of Bind, Execute and Sync: about a sixth of the CPU per statement (docs/performance.md).
//
// Everything else is PGlite's own: its protocol serializer, its parameter serializers (chosen by the types
// PostgreSQL reports for the statement, as `query()` does), its result parser and type parsers, its
// mutexes (a statement waits for a transaction in progress and for other statements) and its errors
// (a failed statement throws PGlite's DatabaseError, with PostgreSQL's code). Statements inside a
// transaction keep PGlite's own `query()`; so does any SQL text beyond the first MAX_PREPARED.
import { parse, protocol, type PGlite, type Results } from "@electric-sql/pglite";

/** The PGlite methods this needs: public ones, plus its two mutexes (PGlite's own `query()` takes both). */
export type PreparableLite = Pick<
  PGlite,
  "execProtocol" | "serializers" | "parsers" | "_runExclusiveQuery" | "_runExclusiveTransaction"
>;

/** The service's statements are a fixed set; SQL built with a varying text would only fill the cache. */
const MAX_PREPARED = 512;

interface Prepared {
  name: string;
  /** PostgreSQL's type of each parameter, which chooses its serializer. */
  paramTypes: number[];
  /**
   * The statement's columns as PostgreSQL described them when it was prepared (null: it returns no rows).
   * Each run then needs no Describe: the backend does not describe the portal again and PGlite's parser
   * reads this message instead (it takes each column's name and type from it, as from the portal's own).
   */
  columns: BackendMessage | null;
}

type BackendMessage = Awaited<ReturnType<PreparableLite["execProtocol"]>>["messages"][number];

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** A query function for `lite` that prepares each SQL text once; null when the text should not be cached. */
export function preparedStatements(lite: PreparableLite) {
  const statements = new Map<string, Prepared>();
  let named = 0;
  const { serialize } = protocol;

  /** Runs with both of PGlite's mutexes held, as its own `query()` does. */
  const exclusive = <T>(fn: () => Promise<T>) =>
    lite._runExclusiveTransaction(() => lite._runExclusiveQuery(fn));

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
    const prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      columns: messages.find((m) => m.name === "rowDescription") ?? null,
    };
    statements.set(sql, prepared);
    return prepared;
  }

  function values(prepared: Prepared, params: readonly unknown[]) {
    return params.map((param, i): string | Uint8Array | null => {
      if (param === null || param === undefined) return null;
      const serializer = lite.serializers[prepared.paramTypes[i]!];
      return serializer ? (serializer(param) as string | Uint8Array) : String(param);
    });
  }

  return {
    /** Whether `sql` runs as a prepared statement (else the caller uses PGlite's `query()`). */
    accepts: (sql: string) => statements.has(sql) || statements.size < MAX_PREPARED,

    query: <T>(sql: string, params: readonly unknown[]): Promise<Results<T>> =>
      exclusive(async () => {
        const run = async (prepared: Prepared) => {
          const { messages } = await lite.execProtocol(
            concat([
              serialize.bind({ statement: prepared.name, values: values(prepared, params) }),
              serialize.execute({}),
              serialize.sync(),
            ]),
          );
          const described = prepared.columns ? [prepared.columns, ...messages] : messages;
          return parse.parseResults(described, lite.parsers)[0] as Results<T>;
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
