import { describe, expect, it } from "vitest";
import { checkPeople, type GroupFacts } from "../../api/people-csv/check.ts";
import { CsvFileError, detectDelimiter, parsePeopleCsv, readInvite } from "../../api/people-csv/parse.ts";
import { PEOPLE_CSV_LIMITS } from "../../contract/people-csv.ts";

function fileError(text: string): CsvFileError {
  try {
    parsePeopleCsv(text);
  } catch (error) {
    if (error instanceof CsvFileError) return error;
    throw error;
  }
  throw new Error("parsed without an error");
}

const OPEN_GROUP: GroupFacts = { names: [], emails: [], freeSlots: null, canInvite: true };

describe("parsePeopleCsv", () => {
  it("reads a header row in any order, a BOM, quoted names and CRLF", () => {
    const file = parsePeopleCsv(
      '\uFEFFE-mail,Invite now?,Name\r\nana@example.org,yes,"Lima, Ana"\r\n,no,Pat\r\n\r\n"x@example.org",No,"Jo ""JJ"" Smith"\r\n',
    );
    expect(file.header).toBe(true);
    expect(file.rows).toEqual([
      { line: 2, first: "Lima, Ana", last: "", email: "ana@example.org", invite: true },
      { line: 3, first: "Pat", last: "", email: null, invite: false },
      { line: 5, first: 'Jo "JJ" Smith', last: "", email: "x@example.org", invite: false },
    ]);
  });

  it("takes ; or tab when the first line uses it, and first and last name columns", () => {
    const semi = parsePeopleCsv("First name;Last name;Email\nAna;Lima;ana@example.org\nBo;;\n");
    expect(semi.rows.map((r) => [r.first, r.last, r.email, r.invite])).toEqual([
      ["Ana", "Lima", "ana@example.org", true],
      ["Bo", "", null, false],
    ]);
    const tab = parsePeopleCsv("name\temail\nAna, the first\tana@example.org\n");
    expect(tab.rows[0]).toMatchObject({ first: "Ana, the first", email: "ana@example.org" });
  });

  it("reads a file without a header as name, email, invite now", () => {
    const file = parsePeopleCsv("Ana,ana@example.org,yes\nBo\n");
    expect(file.header).toBe(false);
    expect(file.rows.map((r) => [r.line, r.first, r.email, r.invite])).toEqual([
      [1, "Ana", "ana@example.org", true],
      [2, "Bo", null, false],
    ]);
  });

  it("refuses a malformed, empty, headless or too large file with a code", () => {
    expect(fileError('name\nAna\n"Bo,unclosed\nCy\n')).toMatchObject({ code: "csv_malformed" });
    expect(fileError("")).toMatchObject({ code: "csv_empty" });
    expect(fileError("\uFEFF\n ,, \n")).toMatchObject({ code: "csv_empty" });
    expect(fileError("name,email\n")).toMatchObject({ code: "csv_empty" });
    expect(fileError("email,invite\na@example.org,yes\n")).toMatchObject({ code: "csv_no_name_column" });
    expect(fileError("x".repeat(PEOPLE_CSV_LIMITS.maxBytes + 1))).toMatchObject({ code: "csv_too_large" });
    expect(fileError(`name\n${"a".repeat(20_000)}\n`)).toMatchObject({ code: "csv_malformed" });
  });

  it("counts rows: the most allowed pass, one more is too many, 100,000 stop early", () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => `P${i}`).join("\n");
    expect(parsePeopleCsv(`name\n${rows(PEOPLE_CSV_LIMITS.maxRows)}`).rows).toHaveLength(
      PEOPLE_CSV_LIMITS.maxRows,
    );
    expect(fileError(`name\n${rows(PEOPLE_CSV_LIMITS.maxRows + 1)}`)).toMatchObject({
      code: "csv_too_many_rows",
      details: { max_rows: PEOPLE_CSV_LIMITS.maxRows },
    });
    const started = performance.now();
    expect(fileError(rows(100_000))).toMatchObject({ code: "csv_too_many_rows" });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("detects the delimiter outside quotes and reads yes and no", () => {
    expect(detectDelimiter('"a;b;c",d\n')).toBe(",");
    expect(detectDelimiter("\n\na;b,c;d\n")).toBe(";");
    expect(detectDelimiter("name\n")).toBe(",");
    expect(["Yes", " y ", "TRUE", "1", "x"].map(readInvite)).toEqual([true, true, true, true, true]);
    expect(["", "No", "n", "false", "0"].map(readInvite)).toEqual([false, false, false, false, false]);
    expect(readInvite("maybe")).toBeNull();
  });
});

describe("checkPeople", () => {
  const person = (
    line: number,
    first: string,
    email: string | null = null,
    invite: boolean | null = false,
  ) => ({
    line,
    first,
    last: "",
    email,
    invite,
  });

  it("says add, invite or problem for each row, with counts", () => {
    const checked = checkPeople(
      [
        person(2, "Ana", "ana@example.org", true),
        person(3, "Bo"),
        person(4, "ana ", "other@example.org", false),
        person(5, "Cy", "not-an-address", false),
        person(6, "  "),
        person(7, "Dee", "ANA@example.org", true),
        person(8, "Existing Person"),
        person(9, "Eve", null, true),
        person(10, "Fay", null, null),
        person(11, "Gus", "joined@example.org", true),
        person(12, "H".repeat(101)),
      ],
      { names: ["existing  PERSON"], emails: ["Joined@Example.org"], freeSlots: null, canInvite: true },
    );
    const summary = checked.rows.map((r) => [r.line, r.verdict, r.problems.map((p) => p.code).join(" ")]);
    expect(summary).toEqual([
      [2, "invite", ""],
      [3, "add", ""],
      [4, "problem", "duplicate_name_in_file"],
      [5, "problem", "bad_email"],
      [6, "problem", "empty_name"],
      [7, "problem", "duplicate_email_in_file"],
      [8, "problem", "existing_name"],
      [9, "problem", "invite_without_email"],
      [10, "problem", "invite_unclear"],
      [11, "problem", "existing_email"],
      [12, "problem", "name_too_long"],
    ]);
    expect(checked.rows[2]!.problems[0]!.other_line).toBe(2);
    expect(checked.counts).toEqual({ add: 1, invite: 1, problem: 9 });
  });

  it("marks the rows beyond the plan's free places, and adds without inviting when invitations cannot be sent", () => {
    const rows = [person(1, "A", "a@example.org", true), person(2, ""), person(3, "B"), person(4, "C")];
    const checked = checkPeople(rows, { names: [], emails: [], freeSlots: 2, canInvite: false });
    expect(checked.rows.map((r) => r.verdict)).toEqual(["add", "problem", "add", "problem"]);
    expect(checked.rows[3]!.problems).toEqual([{ code: "over_limit", other_line: null }]);
    expect(checked.rows[0]!.invite).toBe(true);
    expect(checkPeople(rows.slice(0, 1), { ...OPEN_GROUP, freeSlots: 0 }).counts.problem).toBe(1);
  });
});
