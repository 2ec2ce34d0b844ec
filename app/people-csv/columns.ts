// The file's column names in the reader's language (docs/languages.md). /v1 reads and writes them in English only;
// the portal translates the first row on the way: an upload's header named in the reader's language is handed to
// /v1 in English (English names pass as they are), and the export's English header is written in the reader's.
import type { Messages } from "../../common/i18n/messages.ts";
import type { peopleCsvMessages } from "./messages/index.ts";

type Words = Messages<keyof typeof peopleCsvMessages.en>;

/** The columns /v1 reads (api/people-csv/parse.ts), by their English name. */
const READ_COLUMNS = {
  "column.name": "name",
  "column.firstName": "first name",
  "column.lastName": "last name",
  "column.email": "email",
  "column.inviteNow": "invite now",
} as const;

/** The columns /v1 writes, in its order (api/people-csv/export.ts). */
const EXPORT_COLUMNS = ["column.name", "column.email", "column.role", "column.state", "column.bars"] as const;
const EXPORT_HEADER = ["name", "email", "role", "state", "bars"];

/** A header cell as compared: lower case, without accents, spaces or punctuation ("Correo electrónico"). */
const cellKey = (cell: string) =>
  cell
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLocaleLowerCase("en")
    .replace(/[^\p{L}\p{N}]/gu, "");

/** Where the first record ends: the first line end outside quotes (the text's length when there is none). */
function firstLineEnd(text: string): number {
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) return i;
  }
  return text.length;
}

/** The line's cells as written (quotes kept), split at `,` `;` or tab, whichever it uses most outside quotes. */
function splitCells(line: string): { cells: string[]; delimiter: string } {
  const counts = new Map([
    [",", 0],
    [";", 0],
    ["\t", 0],
  ]);
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let delimiter = ",";
  for (const [d, n] of counts) if (n > counts.get(delimiter)!) delimiter = d;
  const cells: string[] = [];
  let start = 0;
  quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    if (line[i] === '"') quoted = !quoted;
    else if (!quoted && line[i] === delimiter) {
      cells.push(line.slice(start, i));
      start = i + 1;
    }
  }
  cells.push(line.slice(start));
  return { cells, delimiter };
}

const unquoted = (cell: string) =>
  cell
    .trim()
    .replace(/^"([\s\S]*)"$/, "$1")
    .replace(/""/g, '"');

/**
 * The upload with its first row's column names put in English where they are the reader's language's: "nombre"
 * becomes "name". Any other first row (English names, or people) is left as it is.
 */
export function headerToEnglish(text: string, t: Words): string {
  const own = new Map(
    Object.entries(READ_COLUMNS).map(([key, english]) => [
      cellKey(t(key as keyof typeof READ_COLUMNS)),
      english,
    ]),
  );
  const bom = text.startsWith("\uFEFF") ? "\uFEFF" : "";
  const body = text.slice(bom.length);
  const end = firstLineEnd(body);
  const { cells, delimiter } = splitCells(body.slice(0, end));
  let changed = false;
  const english = cells.map((cell) => {
    const name = own.get(cellKey(unquoted(cell)));
    if (!name || cellKey(name) === cellKey(unquoted(cell))) return cell;
    changed = true;
    return name;
  });
  return changed ? bom + english.join(delimiter) + body.slice(end) : text;
}

const quoted = (cell: string) => `"${cell.replace(/"/g, '""')}"`;

/** The export with its header in the reader's language, when /v1 wrote the header it always writes. */
export function headerFromEnglish(csv: string, t: Words): string {
  const bom = csv.startsWith("\uFEFF") ? "\uFEFF" : "";
  const header = EXPORT_HEADER.map(quoted).join(",");
  if (!csv.startsWith(header, bom.length)) return csv;
  const own = EXPORT_COLUMNS.map((key) => quoted(t(key))).join(",");
  return bom + own + csv.slice(bom.length + header.length);
}
