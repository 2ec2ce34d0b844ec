// Server pieces of the people-by-CSV pages (decision 031): the upload's bytes as text, and the words for a
// file /v1 could not read as a whole.
import type { ApiError } from "../shared/v1-client.server.ts";
import { PEOPLE_FILE_LIMIT_TEXT, PEOPLE_ROWS_LIMIT_TEXT } from "./paths.ts";

export const NOT_TEXT_MESSAGE =
  "This file is not a CSV file. If it is a spreadsheet, save it as CSV (comma-separated values) first, then choose that file.";
export const TOO_LARGE_MESSAGE = `The file is larger than ${PEOPLE_FILE_LIMIT_TEXT}. Split it into smaller files and add them one after the other.`;

/* eslint-disable no-control-regex -- a text file holds no control characters but tab and line ends */
const NOT_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/* eslint-enable no-control-regex */

const SAVE_AS_CSV =
  'choose File, then Save As, and pick "CSV UTF-8 (Comma delimited)" or "CSV". Then choose that file here.';

/** Files people pick instead of their CSV, known by their first bytes, and what to say about each. */
const OTHER_FILES: { is: (bytes: Uint8Array, head: string) => boolean; message: string }[] = [
  {
    is: (_, head) => head.startsWith("PK\u0003\u0004") && head.includes("opendocument.spreadsheet"),
    message:
      'This file is an OpenDocument spreadsheet (.ods), not a CSV file. In LibreOffice, choose File, then Save As, and pick "Text CSV". Then choose that file here.',
  },
  {
    is: (_, head) => head.startsWith("PK\u0003\u0004"),
    message: `This file is an Excel workbook (.xlsx) or another compressed file, not a CSV file. In Excel, ${SAVE_AS_CSV}`,
  },
  {
    is: (bytes) => [0xd0, 0xcf, 0x11, 0xe0].every((byte, i) => bytes[i] === byte),
    message: `This file is an older Excel workbook (.xls), not a CSV file. In Excel, ${SAVE_AS_CSV}`,
  },
  {
    is: (_, head) => head.startsWith("%PDF"),
    message:
      "This file is a PDF document. Choose the spreadsheet or CSV file the list was made from instead.",
  },
  {
    is: (bytes, head) =>
      head.startsWith("\u0089PNG") || head.startsWith("GIF8") || (bytes[0] === 0xff && bytes[1] === 0xd8),
    message: "This file is a picture. Choose the spreadsheet or CSV file with the list of people instead.",
  },
];

export type FileText = { text: string } | { problem: string };

/**
 * The upload as text, in the encodings people's files come in: UTF-8 (with or without a byte-order mark),
 * UTF-16 little- or big-endian (Excel's "Unicode Text", many address-book exports; with a byte-order mark,
 * or recognised by the zero bytes of plain letters), else Windows-1252, the encoding older spreadsheets save
 * CSV in. A workbook, a PDF or a picture gets words that say what it is and how to save the list as CSV.
 */
export function fileText(bytes: Uint8Array): FileText {
  const head = String.fromCharCode(...bytes.subarray(0, 2048));
  const other = OTHER_FILES.find((kind) => kind.is(bytes, head));
  if (other) return { problem: other.message };
  const text = decode(bytes);
  return NOT_TEXT.test(text) ? { problem: NOT_TEXT_MESSAGE } : { text };
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
export function fileErrorMessage(error: ApiError): string | undefined {
  switch (error.code) {
    case "csv_too_large":
    case "too_large":
      return TOO_LARGE_MESSAGE;
    case "csv_too_many_rows":
      return `The file has more than ${PEOPLE_ROWS_LIMIT_TEXT} people. Split it into smaller files and add them one after the other.`;
    case "csv_malformed": {
      const line = typeof error.details?.line === "number" ? ` near line ${error.details.line}` : "";
      return `The file could not be read as CSV${line}: check that every quotation mark (") is closed, or save the file from your spreadsheet as CSV again.`;
    }
    case "csv_empty":
      return "The file has no people in it. Put one person on each row.";
    case "csv_no_name_column":
      return 'The file\'s first row names its columns, but none is "name" (or "first name" and "last name").';
    case "malformed_input":
      return NOT_TEXT_MESSAGE;
    default:
      return undefined;
  }
}
