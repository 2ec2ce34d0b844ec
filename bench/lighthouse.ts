// Lighthouse (mobile profile: the default config's emulated phone, slow 4G and 4x CPU slowdown) on every
// page the bench measured and the bar editor, in Debian's Chromium. Signed-in pages are audited with the
// session cookie (sent by Lighthouse as an extra header on every request).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM, CHROMIUM_FLAGS } from "./chromium.ts";

export interface LighthouseRow {
  path: string;
  signedIn: boolean;
  /** Who the page was audited as ("signed out", "signed in", "manager"). */
  as: string;
  scores?: Record<"performance" | "accessibility" | "best-practices" | "seo", number>;
  fcpMs?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  /** Titles of the audits that kept a category below 100. */
  failing?: string[];
  error?: string;
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export async function runLighthouse(
  origin: string,
  pages: { path: string; cookie?: string; as?: string }[],
): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const page of pages) {
      const row: LighthouseRow = {
        path: page.path,
        signedIn: Boolean(page.cookie),
        as: page.as ?? (page.cookie ? "signed in" : "signed out"),
      };
      rows.push(row);
      try {
        const audit = async () => {
          const result = await lighthouse(origin + page.path, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: [...CATEGORIES],
            extraHeaders: page.cookie ? { Cookie: page.cookie } : undefined,
          });
          if (!result) throw new Error("no result");
          if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
          return result.lhr;
        };
        // A trace that fails to record now and then (a busy machine) gets one more try.
        const lhr = await audit().catch(audit);
        const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        row.scores = {
          performance: score("performance"),
          accessibility: score("accessibility"),
          "best-practices": score("best-practices"),
          seo: score("seo"),
        };
        const metric = (id: string) => lhr.audits[id]?.numericValue;
        row.fcpMs = metric("first-contentful-paint");
        row.lcpMs = metric("largest-contentful-paint");
        row.tbtMs = metric("total-blocking-time");
        row.cls = metric("cumulative-layout-shift");
        row.failing = [];
        for (const id of CATEGORIES) {
          for (const ref of lhr.categories[id]?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
              row.failing.push(`${id}: ${audit.title}`);
          }
        }
      } catch (error) {
        row.error = error instanceof Error ? error.message : String(error);
      }
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
