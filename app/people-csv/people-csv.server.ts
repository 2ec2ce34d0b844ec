// Server pieces of the people-by-CSV pages (decision 031): the upload's bytes as text, and the words for a
// file /v1 could not read as a whole.
import { SOURCE_LANGUAGE } from "../../contract/language.ts";
import { messagesFor, type Messages } from "../../common/i18n/messages.ts";
import type { ApiError } from "../shared/v1-client.server.ts";
import { peopleCsvMessages } from "./messages/index.ts";
import { PEOPLE_FILE_MEGABYTES, PEOPLE_ROWS_LIMIT } from "./paths.ts";

type Words = Messages<keyof typeof peopleCsvMessages.en>;
const english: Words = messagesFor(peopleCsvMessages, SOURCE_LANGUAGE);

/* eslint-disable no-control-regex -- a text file holds no control characters but tab and line ends */
const NOT_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/* eslint-enable no-control-regex */

/** Files people pick instead of their CSV, known by their first bytes, and what to say about each. */
const OTHER_FILES: {
  is: (bytes: Uint8Array, head: string) => boolean;
  message: keyof typeof peopleCsvMessages.en;
}[] = [
  {
    is: (_, head) => head.startsWith("PK\u0003\u0004") && head.includes("opendocument.spreadsheet"),
    message: "file.ods",
  },
  { is: (_, head) => head.startsWith("PK\u0003\u0004"), message: "file.xlsx" },
  { is: (bytes) => [0xd0, 0xcf, 0x11, 0xe0].every((byte, i) => bytes[i] === byte), message: "file.xls" },
  { is: (_, head) => head.startsWith("%PDF"), message: "file.pdf" },
  {
    is: (bytes, head) =>
      head.startsWith("\u0089PNG") || head.startsWith("GIF8") || (bytes[0] === 0xff && bytes[1] === 0xd8),
    message: "file.picture",
  },
];

export type FileText = { text: string } | { problem: string };

/**
 * The upload as text, in the encodings people's files come in: UTF-8 (with or without a byte-order mark),
 * UTF-16 little- or big-endian (Excel's "Unicode Text", many address-book exports; with a byte-order mark,
 * or recognised by the zero bytes of plain letters), else Windows-1252, the encoding older spreadsheets save
 * CSV in. A workbook, a PDF or a picture gets words that say what it is and how to save the list as CSV.
 */
export function fileText(bytes: Uint8Array, t: Words = english): FileText {
  const head = String.fromCharCode(...bytes.subarray(0, 2048));
  const other = OTHER_FILES.find((kind) => kind.is(bytes, head));
  if (other) return { problem: t(other.message) };
  const text = decode(bytes);
  return NOT_TEXT.test(text) ? { problem: t("file.notText") } : { text };
}

function decode(bytes: Uint8Array): string {
  const utf16 = utf16Encoding(bytes);
  if (utf16) return new TextDecoder(utf16).decode(bytes);
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

function utf16Encoding(bytes: Uint8Array): "utf-16le" | "utf-16be" | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  // Without a byte-order mark: the first letters of a list (a column name, a person's name) are plain
  // letters, one zero byte each, on the same side every time.
  if (bytes.length < 4 || bytes.length % 2 !== 0) return null;
  const pairs = Math.min(bytes.length, 64) / 2;
  let zeroHigh = 0;
  let zeroLow = 0;
  for (let i = 0; i < pairs; i += 1) {
    const first = bytes[2 * i]!;
    const second = bytes[2 * i + 1]!;
    if (first !== 0 && second === 0) zeroHigh += 1;
    if (first === 0 && second !== 0) zeroLow += 1;
  }
  if (zeroHigh === pairs) return "utf-16le";
  if (zeroLow === pairs) return "utf-16be";
  return null;
}

/** What to say next to the file field when /v1 refused the file; undefined: the general message. */
export function fileErrorMessage(error: ApiError, t: Words = english): string | undefined {
  switch (error.code) {
    case "csv_too_large":
    case "too_large":
      return t("file.tooLarge", { mb: PEOPLE_FILE_MEGABYTES });
    case "csv_too_many_rows":
      return t("file.tooManyRows", { rows: PEOPLE_ROWS_LIMIT });
    case "csv_malformed": {
      const line = error.details?.line;
      return typeof line === "number" ? t("file.malformedAt", { line: String(line) }) : t("file.malformed");
    }
    case "csv_empty":
      return t("file.empty");
    case "csv_no_name_column":
      return t("file.noNameColumn", {
        name: t("column.name"),
        first: t("column.firstName"),
        last: t("column.lastName"),
      });
    case "malformed_input":
      return t("file.notText");
    default:
      return undefined;
  }
}
