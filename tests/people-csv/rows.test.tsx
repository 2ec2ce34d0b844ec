import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PeopleCsvRow } from "../../contract/people-csv.ts";
import { addingText, RowsTable } from "../../app/people-csv/rows.tsx";

const row = (over: Partial<PeopleCsvRow>): PeopleCsvRow => ({
  line: 2,
  name: "Ana",
  email: null,
  invite: false,
  verdict: "add",
  problems: [],
  ...over,
});

describe("the check page's rows", () => {
  it("says in one short line what happens to a row without problems", () => {
    expect(addingText(row({}), true)).toBe("Will be added");
    expect(addingText(row({ email: "a@example.org", invite: true, verdict: "invite" }), true)).toBe(
      "Will be added and invited",
    );
    expect(addingText(row({ email: "a@example.org", invite: true }), false)).toBe(
      "Will be added, not invited yet",
    );
    expect(addingText(row({ email: "a@example.org" }), true)).toBe("Will be added, not invited now");
  });

  it("draws a row to add as one line of text, and a row with a problem in full", () => {
    const html = renderToStaticMarkup(
      <RowsTable
        rows={[row({}), row({ line: 3, name: "", verdict: "problem", problems: [{ code: "empty_name" }] })]}
        canInvite
        caption="Rows"
      />,
    );
    expect(html).toContain("<td>Will be added</td>");
    expect(html).toContain('<strong class="tag tag--error">Problem</strong>');
    expect(html).toContain("<li>The name is empty.</li>");
    // Short headers: a narrow screen fits them on one line.
    expect(html).toContain('<th scope="col">Email</th>');
  });
});
