import { describe, expect, it } from "vitest";
import { csvCell, exportFileName, peopleCsv } from "../../api/people-csv/export.ts";
import { fileErrorMessage, fileText } from "../../app/people-csv/people-csv.server.ts";
import { peopleFileSchema } from "../../app/people-csv/schemas.ts";
import { ApiError } from "../../app/shared/v1-client.server.ts";

describe("the upload's text", () => {
  const textOf = (bytes: Uint8Array | number[]) => {
    const read = fileText(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes));
    return "text" in read ? read.text : null;
  };
  const problemOf = (bytes: Uint8Array | number[]) => {
    const read = fileText(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes));
    return "problem" in read ? read.problem : null;
  };
  const utf16 = (text: string, order: "le" | "be", bom: boolean) => {
    const units = [...(bom ? [0xfeff] : []), ...[...text].map((c) => c.charCodeAt(0))];
    return units.flatMap((u) => (order === "le" ? [u & 0xff, u >> 8] : [u >> 8, u & 0xff]));
  };

  it("reads UTF-8 with or without a BOM, else Windows-1252", () => {
    expect(textOf([0xef, 0xbb, 0xbf, 0x5a, 0x6f, 0xc3, 0xab])).toBe("Zoë");
    expect(textOf(new TextEncoder().encode("name\nZoë\n"))).toBe("name\nZoë\n");
    expect(textOf([0x5a, 0x6f, 0xeb])).toBe("Zoë");
  });

  it("reads UTF-16 (Excel's Unicode Text) in both byte orders, with a BOM or without", () => {
    const list = "name\temail\r\nZoë Ørsted\tzoe@example.com\r\n";
    for (const order of ["le", "be"] as const) {
      expect(textOf(utf16(list, order, true)), order).toBe(list);
      expect(textOf(utf16(list, order, false)), order).toBe(list);
    }
  });

  it("says what a workbook, a PDF or a picture is, and how to save the list as CSV", () => {
    const bytes = (head: string) => new Uint8Array([...head].map((c) => c.charCodeAt(0)));
    expect(problemOf(bytes("PK\u0003\u0004\u0014\u0000[Content_Types].xml xl/workbook.xml"))).toMatch(
      /^This file is an Excel workbook \(\.xlsx\).*Save As.*CSV/,
    );
    expect(
      problemOf(bytes("PK\u0003\u0004\u0014\u0000mimetypeapplication/vnd.oasis.opendocument.spreadsheet")),
    ).toMatch(/OpenDocument spreadsheet \(\.ods\).*"Text CSV"/);
    expect(problemOf([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0])).toMatch(
      /older Excel workbook \(\.xls\)/,
    );
    expect(problemOf(bytes("%PDF-1.7\n"))).toMatch(/^This file is a PDF document/);
    expect(problemOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])).toMatch(/^This file is a picture/);
    expect(problemOf([0x00, 0x01, 0x02, 0x41, 0x42])).toMatch(/^This file is not a CSV file/);
  });

  it("words each file error of /v1", () => {
    const error = (code: string, details: Record<string, unknown> | null = null) =>
      new ApiError({ status: 400, code, details });
    expect(fileErrorMessage(error("csv_malformed", { line: 3 }))).toMatch(/near line 3: check that every/);
    expect(fileErrorMessage(error("csv_too_many_rows"))).toMatch(/more than 5,000 people/);
    expect(fileErrorMessage(error("csv_too_large"))).toMatch(/larger than 1 MB/);
    expect(fileErrorMessage(error("rate_limited"))).toBeUndefined();
  });

  it("asks for a file when none was chosen, and refuses an empty one", () => {
    const parse = (file: File) => peopleFileSchema.safeParse({ file });
    expect(parse(new File([], "")).error?.issues[0]?.message).toBe("Choose a CSV file of the people to add");
    expect(parse(new File([], "a.csv")).error?.issues[0]?.message).toMatch(/is empty/);
    expect(parse(new File(["name\nAna\n"], "a.csv")).success).toBe(true);
  });
});

describe("the export", () => {
  it("neutralises formulas and quotes every cell", () => {
    expect(["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx", "Ana", 'say "hi"'].map(csvCell)).toEqual([
      `"'=1+1"`,
      `"'+1"`,
      `"'-1"`,
      `"'@SUM(A1)"`,
      `"'\tx"`,
      `"'\rx"`,
      `"Ana"`,
      `"say ""hi"""`,
    ]);
    const text = peopleCsv([
      {
        first_name: "Ana",
        last_name: "Lima",
        role: "member",
        state: "invited",
        email: "a@x.org",
        bar_names: ["A", "B"],
      },
    ]);
    expect(text).toBe(
      '\uFEFF"name","email","role","state","bars"\r\n"Ana Lima","a@x.org","member","invited","A; B"\r\n',
    );
    expect(exportFileName("  ", new Date("2026-01-02T00:00:00Z"))).toBe("people-group-2026-01-02.csv");
  });
});
