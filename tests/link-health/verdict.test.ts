// The verdict rules of link health (api/link-health/verdict.ts): pure, no network.
import { describe, expect, it } from "vitest";
import { linkProblemWords } from "../../contract/link-health.ts";
import {
  answerOf,
  judge,
  pageSuspicion,
  redirectKind,
  type HealthRow,
} from "../../api/link-health/verdict.ts";

const start: HealthRow = {
  verdict: "working",
  failures: 0,
  first_failed_at: null,
  answer: null,
  moved_to: null,
  suspicion: null,
  changed_at: new Date("2026-11-01T00:00:00Z"),
};
const t1 = new Date("2026-11-20T08:00:00Z");
const t2 = new Date("2026-11-21T08:00:00Z");
const url = "https://news.example.org/today";

describe("judge", () => {
  it("reports broken only after two failures in a row, with the first failure's time", () => {
    const once = judge(url, start, { result: "broken", reason: "status 404" }, t1);
    expect(once).toMatchObject({ verdict: "working", failures: 1, first_failed_at: t1, answer: "not_found" });
    expect(once.changed_at).toEqual(start.changed_at);
    const twice = judge(url, once, { result: "broken", reason: "status 404" }, t2);
    expect(twice).toMatchObject({ verdict: "broken", failures: 2, first_failed_at: t1, changed_at: t2 });
    expect(linkProblemWords(twice)).toBe("Stopped working: the site answered 'not found'.");
  });

  it("forgets a single failure when the next check works (a flaky site)", () => {
    const once = judge(url, start, { result: "broken", reason: "timeout" }, t1);
    const back = judge(url, once, { result: "ok" }, t2);
    expect(back).toMatchObject({ verdict: "working", failures: 0, first_failed_at: null });
    expect(back.changed_at).toEqual(start.changed_at);
  });

  it("offers the new address of a site that moved, and calls a jump to an unrelated site suspicious", () => {
    const moved = judge(url, start, { result: "ok", finalUrl: "https://news.example.com/today" }, t1);
    expect(moved).toMatchObject({
      verdict: "moved",
      moved_to: "https://news.example.com/today",
      changed_at: t1,
    });
    const samePath = judge(url, start, { result: "ok", finalUrl: "https://daily.test/today" }, t1);
    expect(samePath.verdict).toBe("moved");
    const other = judge(url, start, { result: "ok", finalUrl: "https://casino.test/" }, t1);
    expect(other).toMatchObject({ verdict: "suspicious", suspicion: "other_site", moved_to: null });
    const within = judge(url, start, { result: "ok", finalUrl: "https://www.news.example.org/today/" }, t1);
    expect(within.verdict).toBe("working");
  });

  it("calls a parked page or a domain for sale suspicious, even when it answers 200", () => {
    const sale = "<html><h1>This domain is for sale!</h1><p>Make an offer</p></html>";
    expect(judge(url, start, { result: "ok", sample: sale }, t1)).toMatchObject({
      verdict: "suspicious",
      suspicion: "for_sale",
    });
    expect(pageSuspicion("<p>This domain has been   parked   free of charge</p>")).toBe("parked");
    expect(pageSuspicion("<p>Today's news: a domain for the arts</p>")).toBeNull();
  });
});

describe("answerOf", () => {
  it("puts the checker's reasons into the answer codes", () => {
    expect(answerOf({ result: "broken", reason: "status 410" })).toBe("gone");
    expect(answerOf({ result: "broken", reason: "status 503" })).toBe("server_error");
    expect(answerOf({ result: "broken", reason: "timeout" })).toBe("timeout");
    expect(answerOf({ result: "broken", reason: "getaddrinfo ENOTFOUND gone.example" })).toBe("no_such_name");
    expect(answerOf({ result: "broken", reason: "connect ECONNREFUSED 127.0.0.1:9" })).toBe("refused");
    expect(answerOf({ result: "broken", reason: "too many redirects" })).toBe("too_many_redirects");
    expect(answerOf({ result: "blocked", reason: "x resolves to a private address" })).toBe("not_allowed");
  });

  it("tells a redirect within the site from a move", () => {
    expect(redirectKind("http://a.test:81/x", "https://www.a.test:81/y")).toBe("same");
    expect(redirectKind("https://bbc.co.uk/news", "https://bbc.com/")).toBe("moved");
  });
});
