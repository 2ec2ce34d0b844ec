// The group's people as a CSV file: UTF-8 with a byte-order mark (Excel reads the accents), every
// field quoted, CRLF line ends, and formula injection neutralised: a cell that starts with = + - @ a tab or a
// carriage return gets a leading apostrophe, so a spreadsheet shows it as text instead of running it.
import { memberFullName } from "../../contract/members.ts";
import type { ExportPerson } from "./store.ts";

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised, quoted, inner quotes doubled. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function csvText(rows: string[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

export const EXPORT_HEADER = ["name", "email", "role", "state", "bars"];

export function peopleCsv(people: ExportPerson[]): string {
  return csvText([
    EXPORT_HEADER,
    ...people.map((p) => [
      memberFullName(p.first_name, p.last_name),
      p.email ?? "",
      p.role,
      p.state,
      p.bar_names.join("; "),
    ]),
  ]);
}

/** people-{group}-{date}.csv, in letters, digits and dashes only. */
export function exportFileName(communityName: string, now: Date): string {
  const slug = communityName
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase()
    .slice(0, 40);
  return `people-${slug || "group"}-${now.toISOString().slice(0, 10)}.csv`;
}
