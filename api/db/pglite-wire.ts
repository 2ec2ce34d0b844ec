// The bytes of a prepared statement's run on PGlite, written and read here (decision 050).
//
// PGlite's own protocol code is compiled with its private fields turned into WeakMap lookups, and it copies
// every message several times: the serializer slices its buffer for each message, the reply is copied out
// of the WebAssembly memory, into a growing buffer, sliced again for the parser, and every field of every
// row is sliced into an ArrayBuffer of its own before it is decoded. For the few small rows a page reads,
// that was most of a statement's CPU and a large part of the garbage a signed-in page leaves (the ArrayBuffers'
// backing stores are allocated and swept outside the JavaScript heap). The run of an already prepared
// statement is three fixed messages out and a handful of message types back, so it is written and read here:
// the reply is copied once, into one buffer kept for the next statement, and each text is decoded from it.
//
// Only the common case is read here: a reply with an error is handed to PGlite's own parser, so the error
// thrown is exactly PGlite's (its DatabaseError, with PostgreSQL's code and fields).
import { protocol, types } from "@electric-sql/pglite";

/** A parameter as PGlite's serializers give it: text, bytes (sent in binary) or null. */
export type WireValue = string | Uint8Array | null;

/** How a column's text becomes a value: PGlite's parser for its type, or the text itself. */
export type ColumnParser = ((text: string, typeId: number) => unknown) | undefined;

export interface Column {
  name: string;
  dataTypeID: number;
  parse: ColumnParser;
}

/** A run's result, shaped as PGlite's parseResults() shapes one. */
export interface WireResult<T> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  command?: string;
  affectedRows: number;
  rowCount?: number;
}

/** Execute (unnamed portal, every row) then Sync: the same bytes every time. */
const EXECUTE_SYNC = Buffer.from([0x45, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0x53, 0, 0, 0, 4]);

/**
 * Bind (unnamed portal, the named statement, text or binary parameters, text results), Execute and Sync, as one
 * message: the bytes PGlite's serializer writes for the same values. Written into one Buffer from Node's pool:
 * every ArrayBuffer of its own (a TextEncoder's output, a new Uint8Array over 64 bytes) costs about 2 µs here.
 */
export function bindExecuteSync(statement: string, values: readonly WireValue[]): Buffer {
  const nameBytes = Buffer.byteLength(statement);
  let valueBytes = 0;
  for (const v of values)
    valueBytes += 4 + (v === null ? 0 : typeof v === "string" ? Buffer.byteLength(v) : v.byteLength);
  // 'B', length, portal "" + NUL, name + NUL, format count, formats, value count, values, result format count
  const bindLength = 4 + 1 + nameBytes + 1 + 2 + 2 * values.length + 2 + valueBytes + 2;
  const out = Buffer.allocUnsafe(1 + bindLength + EXECUTE_SYNC.length);
  let at = out.writeUInt8(0x42, 0);
  at = out.writeInt32BE(bindLength, at);
  at = out.writeUInt8(0, at);
  at += out.write(statement, at);
  at = out.writeUInt8(0, at);
  at = out.writeUInt16BE(values.length, at);
  for (const v of values) at = out.writeInt16BE(v instanceof Uint8Array ? 1 : 0, at);
  at = out.writeUInt16BE(values.length, at);
  for (const v of values) {
    if (v === null) {
      at = out.writeInt32BE(-1, at);
    } else if (typeof v === "string") {
      const length = out.write(v, at + 4);
      at = out.writeInt32BE(length, at) + length;
    } else {
      at = out.writeInt32BE(v.byteLength, at);
      out.set(v, at);
      at += v.byteLength;
    }
  }
  at = out.writeInt16BE(0, at);
  EXECUTE_SYNC.copy(out, at);
  return out;
}

/** The parser PGlite's parseResults() would use for a column of this type. */
export function columnParser(parsers: Record<number, unknown>, typeId: number): ColumnParser {
  const parse =
    parsers[typeId] ?? (types as unknown as { parsers?: Record<number, unknown> }).parsers?.[typeId];
  return typeof parse === "function" ? (parse as ColumnParser) : undefined;
}

/** What the reply buffer keeps between statements: the replies of a page's statements fit in it. */
const KEPT_BYTES = 16 * 1024;

/** The statement's reply, gathered from PGlite's output as it comes (one copy), kept for the next statement. */
export class ReplyBuffer {
  #bytes = Buffer.allocUnsafe(KEPT_BYTES);
  #length = 0;

  /** Ready for the next reply; a buffer grown for one large reply is not kept for the process's life. */
  reset(): void {
    this.#length = 0;
    if (this.#bytes.length > KEPT_BYTES * 64) this.#bytes = Buffer.allocUnsafe(KEPT_BYTES);
  }

  /** PGlite's output callback: the chunk is a view of the WebAssembly memory, valid only now. */
  readonly add = (chunk: Uint8Array): void => {
    const needed = this.#length + chunk.byteLength;
    if (needed > this.#bytes.length) {
      const grown = Buffer.allocUnsafe(Math.max(needed, this.#bytes.length * 2));
      this.#bytes.copy(grown, 0, 0, this.#length);
      this.#bytes = grown;
    }
    this.#bytes.set(chunk, this.#length);
    this.#length = needed;
  };

  /**
   * The rows and counts of the reply, read with the statement's columns (null: it returns no rows); a reply
   * with an ErrorResponse throws PGlite's own DatabaseError for it.
   */
  read<T>(columns: readonly Column[] | null): WireResult<T> {
    const bytes = this.#bytes;
    const end = this.#length;
    const rows: T[] = [];
    let result: WireResult<T> | null = null;
    let at = 0;
    while (at + 5 <= end) {
      const type = bytes[at]!;
      const length = bytes.readInt32BE(at + 1);
      const body = at + 5;
      const next = at + 1 + length;
      if (type === 0x45) throw this.#databaseError();
      if (type === 0x44 && columns) rows.push(readRow<T>(bytes, body, columns));
      if (type === 0x43) result = commandComplete(rows, columns, bytes.toString("latin1", body, next - 1));
      at = next;
    }
    return result ?? { rows, fields: fieldsOf(columns), affectedRows: 0 };
  }

  /** The reply's error, as PGlite's parser makes it (the error path is rare: no need to be quick). */
  #databaseError(): Error {
    let error: Error | undefined;
    new protocol.Parser().parse(this.#bytes.subarray(0, this.#length), (message) => {
      if (!error && message instanceof protocol.messages.DatabaseError) error = message;
    });
    return error ?? new Error("PGlite answered with an error that could not be read");
  }
}

function readRow<T>(bytes: Buffer, body: number, columns: readonly Column[]): T {
  const count = bytes.readInt16BE(body);
  const row: Record<string, unknown> = {};
  let at = body + 2;
  for (let i = 0; i < count; i++) {
    const length = bytes.readInt32BE(at);
    at += 4;
    const column = columns[i]!;
    if (length < 0) {
      row[column.name] = null;
      continue;
    }
    const text = bytes.toString("utf8", at, at + length);
    at += length;
    row[column.name] = column.parse ? column.parse(text, column.dataTypeID) : text;
  }
  return row as T;
}

const fieldsOf = (columns: readonly Column[] | null) =>
  (columns ?? []).map(({ name, dataTypeID }) => ({ name, dataTypeID }));

/** The counts PGlite's parseResults() reads from a CommandComplete tag ("UPDATE 2", "SELECT 3"). */
function commandComplete<T>(rows: T[], columns: readonly Column[] | null, tag: string): WireResult<T> {
  const words = tag.split(" ");
  const command = words[0]!;
  const count = parseInt(words[words.length - 1]!, 10);
  const changes = ["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"].includes(command);
  const result: WireResult<T> = {
    rows,
    fields: fieldsOf(columns),
    command,
    affectedRows: changes && !Number.isNaN(count) ? count : 0,
  };
  if (!Number.isNaN(count)) result.rowCount = count;
  return result;
}
