// Pagination in the GOV.UK pattern: "Previous", numbered pages with the current one marked, "…" for skipped
// ones, "Next". Plain links, so it works without JavaScript.
import type { ReactNode } from "react";
import { useMessages } from "../shared/ui/messages.tsx";
import { activityMessages } from "./messages/index.ts";

const hidden = (words: ReactNode[]) => <span className="visually-hidden">{words}</span>;

/** The page numbers the pagination shows (GOV.UK pattern): first, last, and the current one ±1; null = "…". */
export function pageList(current: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, current - 1, current, current + 1, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  const list: (number | null)[] = [];
  for (const n of shown) {
    const previous = list.at(-1);
    if (typeof previous === "number" && n - previous > 1) list.push(null);
    list.push(n);
  }
  return list;
}

export function Pagination({
  current,
  pages,
  href,
}: {
  current: number;
  pages: number;
  href: (page: number) => string;
}) {
  const t = useMessages(activityMessages);
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t("pages.label")}>
      {current > 1 ? (
        <p className="pagination__prev">
          <a href={href(current - 1)} rel="prev">
            {t.rich("pages.previous", { hidden })}
          </a>
        </p>
      ) : null}
      <ul className="pagination__list">
        {pageList(current, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className="pagination__item pagination__item--ellipses">
              …
            </li>
          ) : (
            <li key={n} className={`pagination__item${n === current ? " pagination__item--current" : ""}`}>
              <a
                href={href(n)}
                aria-label={t("pages.page", { n: String(n) })}
                aria-current={n === current ? "page" : undefined}
              >
                {n}
              </a>
            </li>
          ),
        )}
      </ul>
      {current < pages ? (
        <p className="pagination__next">
          <a href={href(current + 1)} rel="next">
            {t.rich("pages.next", { hidden })}
          </a>
        </p>
      ) : null}
    </nav>
  );
}
