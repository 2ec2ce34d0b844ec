// The Group activity page's pagination (GOV.UK pattern): plain links, the current page marked for everyone.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Pagination } from "../../app/audit/pagination.tsx";

const href = (page: number) => `/dashboard/activity?page=${page}`;

describe("Pagination", () => {
  it("shows nothing for one page", () => {
    expect(renderToStaticMarkup(<Pagination current={1} pages={1} href={href} />)).toBe("");
  });

  it("links previous, next and the pages round the current one, which is marked", () => {
    const html = renderToStaticMarkup(<Pagination current={5} pages={10} href={href} />);
    expect(html).toContain('<nav class="pagination" aria-label="Pages of changes">');
    expect(html).toContain('href="/dashboard/activity?page=4" rel="prev">Previous');
    expect(html).toContain('href="/dashboard/activity?page=6" rel="next">Next');
    expect(html).toContain('aria-label="Page 5" aria-current="page"');
    expect(html.match(/aria-current/g)).toHaveLength(1);
    const pages = [...html.matchAll(/aria-label="Page (\d+)"/g)].map((m) => Number(m[1]));
    expect(pages).toEqual([1, 4, 5, 6, 10]);
    expect(html.match(/…/g)).toHaveLength(2);
  });

  it("has no previous link on the first page and no next link on the last", () => {
    expect(renderToStaticMarkup(<Pagination current={1} pages={3} href={href} />)).not.toContain("Previous");
    expect(renderToStaticMarkup(<Pagination current={3} pages={3} href={href} />)).not.toContain("Next");
  });
});
