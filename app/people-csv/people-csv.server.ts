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

/**
 * The file as text: UTF-8 (with or without a byte-order mark), else Windows-1252, the encoding older
 * spreadsheets save CSV in. Null when it is not text (a spreadsheet's own format, a picture).
 */
export function fileText(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    text = new TextDecoder("windows-1252").decode(bytes);
  }
  return NOT_TEXT.test(text) ? null : text;
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
