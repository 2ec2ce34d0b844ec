// The audit log's plain words (common/audit-words.ts), the CSV cells (api/audit/csv.ts) and the pagination's pages.
import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "../../api/audit/csv.ts";
import { AUDIT_KINDS } from "../../contract/audit.ts";
import { pageHref, pageNumber } from "../../app/audit/paths.ts";
import { pageList } from "../../app/audit/pagination.tsx";
import { AUDIT_KIND_LABELS, auditSentence } from "../../common/audit-words.ts";

const sam = { user_id: "u1", name: "Sam Lee" };

describe("audit words", () => {
  it("says each kind in plain words, with the names as they were", () => {
    expect(
      auditSentence({
        actor: sam,
        kind: "member_renamed",
        subject: "Patricia",
        details: { from: "Pat", to: "Patricia" },
      }),
    ).toBe("Sam Lee renamed Pat to Patricia");
    expect(auditSentence({ actor: sam, kind: "member_added", subject: "Pat", details: {} })).toBe(
      "Sam Lee added Pat",
    );
    expect(
      auditSentence({
        actor: sam,
        kind: "member_invited",
        subject: "Pat",
        details: { email: "p@x.org", resent: true },
      }),
    ).toBe("Sam Lee sent a new invitation to Pat at p@x.org");
    expect(
      auditSentence({ actor: sam, kind: "role_changed", subject: "Pat", details: { to: "manager" } }),
    ).toBe("Sam Lee made Pat a manager");
    expect(
      auditSentence({
        actor: { user_id: null, name: null },
        kind: "plan_changed",
        subject: null,
        details: { from: "basic", to: "plus-5" },
      }),
    ).toBe("The service changed the plan from Standard to Plus 5");
    expect(
      auditSentence({
        actor: sam,
        kind: "bar_restored",
        subject: "Kitchen",
        details: { from: 1, version: 4 },
      }),
    ).toBe("Sam Lee restored version 1 of the bar “Kitchen” as version 4");
    expect(auditSentence({ actor: sam, kind: "something_new", subject: null, details: {} })).toBe(
      "Sam Lee made a change (something_new)",
    );
    for (const kind of AUDIT_KINDS) expect(AUDIT_KIND_LABELS[kind]).toBeTruthy();
  });
});

describe("audit CSV cells", () => {
  it("neutralises formula-like cells and quotes what needs it", () => {
    expect(csvCell("=1+2")).toBe("'=1+2");
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell("\rx")).toBe('"\'\rx"');
    expect(csvCell('=HYPERLINK("a","b")')).toBe(`"'=HYPERLINK(""a"",""b"")"`);
    expect(csvCell("Plain")).toBe("Plain");
    expect(csvCell(null)).toBe("");
    expect(csvRow(["a", "b,c", 3])).toBe('a,"b,c",3\r\n');
  });
});

describe("activity pages", () => {
  it("lists first, last and the pages round the current one", () => {
    expect(pageList(1, 1)).toEqual([1]);
    expect(pageList(1, 3)).toEqual([1, 2, 3]);
    expect(pageList(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageList(10, 10)).toEqual([1, null, 9, 10]);
  });

  it("keeps the filter in page links and reads only whole page numbers", () => {
    expect(pageHref({ person: "Pat Lee", kind: "member_added" }, 2)).toBe(
      "/dashboard/activity?person=Pat+Lee&kind=member_added&page=2",
    );
    expect(pageHref({}, 1)).toBe("/dashboard/activity");
    expect(pageNumber("3")).toBe(3);
    expect(pageNumber("0")).toBe(1);
    expect(pageNumber("2.5")).toBe(1);
    expect(pageNumber(null)).toBe(1);
  });
});
