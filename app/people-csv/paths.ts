// Addresses and bounds of the people-by-CSV pages (decision 031), shared with the portal's server
// (server/http.ts lets a file through on the upload page only, up to the contract's size).
import { PEOPLE_CSV_LIMITS } from "../../contract/people-csv.ts";

export const PEOPLE_IMPORT_PATH = "/dashboard/people/import";
export const PEOPLE_EXPORT_PATH = "/dashboard/people/export";

export function peopleCheckPath(previewId: string): string {
  return `${PEOPLE_IMPORT_PATH}/${encodeURIComponent(previewId)}`;
}

/** The file, and room for the multipart envelope around it. */
export const PEOPLE_FILE_FORM_LIMIT = PEOPLE_CSV_LIMITS.maxBytes + 64 * 1024;

/** 1 (megabyte), and 5000 (rows): the page writes them in the reader's language. */
export const PEOPLE_FILE_MEGABYTES = PEOPLE_CSV_LIMITS.maxBytes / 1_000_000;
export const PEOPLE_ROWS_LIMIT = PEOPLE_CSV_LIMITS.maxRows;
