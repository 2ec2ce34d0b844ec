// Reading a file of people with csv-parse (docs/decisions/031-csv-parse-for-people-files.md):
// a byte-order mark, `,` `;` or tab as the delimiter (whichever the first line uses most), quoted fields over
// several lines, and a header row when the first row names known columns (name, or first and last name; email;
// invite now). Without a header the columns are name, email, invite now. Pure: no database.
import { CsvError, parse } from "csv-parse/sync";
import { PEOPLE_CSV_LIMITS } from "../../contract/people-csv.ts";

/** One row as read: names trimmed, `invite` null when the cell is neither yes nor no. */
export interface ParsedPerson {
  /** The line of the file where the row ends (1-based; a quoted name may span lines). */
  line: number;
  first: string;
  last: string;
  email: string | null;
  invite: boolean | null;
}

export interface ParsedFile {
  header: boolean;
  rows: ParsedPerson[];
}

/** A file that cannot be read as a whole: its code (contract/errors.ts) and details for the message. */
export class CsvFileError extends Error {
  readonly code: string;
  readonly details: Record<string, unknown>;
  constructor(code: string, details: Record<string, unknown> = {}) {
    super(code);
    this.code = code;
    this.details = details;
  }
}

type Column = "name" | "first" | "last" | "email" | "invite";

/** Header cells, compared in lower case without spaces, dashes, underscores or punctuation. */
const HEADERS: Record<string, Column> = {
  name: "name",
  fullname: "name",
  personname: "name",
  displayname: "name",
  person: "name",
  firstname: "first",
  givenname: "first",
  forename: "first",
  first: "first",
  lastname: "last",
  surname: "last",
  familyname: "last",
  last: "last",
  email: "email",
  emailaddress: "email",
  mail: "email",
  address: "email",
  invite: "invite",
  invitenow: "invite",
  sendinvitation: "invite",
  sendinvite: "invite",
  invitation: "invite",
};

const YES = new Set(["yes", "y", "true", "1", "x", "ja", "oui", "si", "sí"]);
const NO = new Set(["", "no", "n", "false", "0", "nee", "non", "nein"]);

/** The longest a single row may be (characters); a longer one is a malformed file, not a person. */
const MAX_RECORD_CHARS = 10_000;

const headerKey = (cell: string) => cell.toLocaleLowerCase("en").replace(/[^\p{L}\p{N}]/gu, "");

/** `,` `;` or tab: the one the first non-empty line uses most outside quotes (`,` when none). */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>([
    [",", 0],
    [";", 0],
    ["\t", 0],
  ]);
  let quoted = false;
  let seen = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) {
      if (seen) break;
    } else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
    if (ch.trim() !== "") seen = true;
  }
  let best = ",";
  for (const [delimiter, count] of counts) if (count > counts.get(best)!) best = delimiter;
  return best;
}

/** Reads "invite now": yes (true), no or blank (false), anything else null. */
export function readInvite(cell: string): boolean | null {
  const value = cell.trim().toLocaleLowerCase("en");
  if (YES.has(value)) return true;
  if (NO.has(value)) return false;
  return null;
}

/** The columns a header row names, or null when the row is not a header. */
function headerColumns(cells: string[]): (Column | null)[] | null {
  const columns = cells.map((cell) => HEADERS[headerKey(cell)] ?? null);
  return columns.some((c) => c !== null) ? columns : null;
}

/**
 * The people of a file. Throws CsvFileError: `csv_too_large` (over the byte limit), `csv_malformed` (an
 * unclosed quote, a row too long; details.line), `csv_no_name_column` (a header without a name column),
 * `csv_empty` (no rows), `csv_too_many_rows` (details.max_rows).
 */
export function parsePeopleCsv(text: string): ParsedFile {
  if (Buffer.byteLength(text, "utf8") > PEOPLE_CSV_LIMITS.maxBytes) {
    throw new CsvFileError("csv_too_large", { max_bytes: PEOPLE_CSV_LIMITS.maxBytes });
  }
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: detectDelimiter(text.replace(/^\uFEFF/, "")),
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      info: true,
      max_record_size: MAX_RECORD_CHARS,
      // The header, the most rows allowed, and one more to know there are too many.
      to: PEOPLE_CSV_LIMITS.maxRows + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as unknown as { lines?: number }).lines;
      throw new CsvFileError("csv_malformed", { line: typeof line === "number" ? line : null });
    }
    throw error;
  }
  if (records.length === 0) throw new CsvFileError("csv_empty");
  const header = headerColumns(records[0]!.record);
  const columns = header ?? (["name", "email", "invite"] as Column[]);
  if (header && !columns.some((c) => c === "name" || c === "first" || c === "last")) {
    throw new CsvFileError("csv_no_name_column");
  }
  const hasInvite = columns.includes("invite");
  const body = header ? records.slice(1) : records;
  if (body.length === 0) throw new CsvFileError("csv_empty");
  if (body.length > PEOPLE_CSV_LIMITS.maxRows) {
    throw new CsvFileError("csv_too_many_rows", { max_rows: PEOPLE_CSV_LIMITS.maxRows });
  }
  const rows = body.map(({ record, info }) => {
    const cell = (column: Column) => {
      const index = columns.indexOf(column);
      return index >= 0 ? (record[index] ?? "").trim() : "";
    };
    const name = cell("name");
    const email = cell("email") || null;
    return {
      line: info.lines,
      first: name || cell("first"),
      last: name ? "" : cell("last"),
      email,
      // Without an "invite now" column, a row with an address is invited (the check page says so first).
      invite: hasInvite ? readInvite(cell("invite")) : email !== null,
    } satisfies ParsedPerson;
  });
  return { header: header !== null, rows };
}
