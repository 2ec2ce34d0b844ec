// CSV for exports (the audit log, the people file): RFC 4180 quoting, CRLF rows, a UTF-8 byte order mark so
// spreadsheet programs read the names right, and formula injection neutralised: a cell that a spreadsheet
// could take for a formula (it starts with = + - @, a tab or a carriage return) gets a leading apostrophe, so
// it is shown as text.
const FORMULA_START = /^[=+\-@\t\r]/;

export const CSV_BOM = "\uFEFF";

/** One cell, neutralised and quoted when needed. */
export function csvCell(value: string | number | null | undefined): string {
  let cell = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(cell)) cell = `'${cell}`;
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** One row, ending in CRLF. */
export function csvRow(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
