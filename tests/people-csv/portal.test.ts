import { describe, expect, it } from "vitest";
import { csvCell, exportFileName, peopleCsv } from "../../api/people-csv/export.ts";
import { fileErrorMessage, fileText } from "../../app/people-csv/people-csv.server.ts";
import { peopleFileSchema } from "../../app/people-csv/schemas.ts";
import { ApiError } from "../../app/shared/v1-client.server.ts";

describe("the upload's text", () => {
  it("reads UTF-8 with or without a BOM, else Windows-1252, and refuses what is not text", () => {
    expect(fileText(new Uint8Array([0xef, 0xbb, 0xbf, 0x5a, 0x6f, 0xc3, 0xab]))).toBe("Zoë");
    expect(fileText(new TextEncoder().encode("name\nZoë\n"))).toBe("name\nZoë\n");
    expect(fileText(new Uint8Array([0x5a, 0x6f, 0xeb]))).toBe("Zoë");
    expect(fileText(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00]))).toBeNull();
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
