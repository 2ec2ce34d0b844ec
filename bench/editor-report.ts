// Section 6 of the bench: the bar editor as a manager gets it — the JavaScript it loads (its own budget) and
// the time from navigation to the first possible drag on a throttled phone and tablet.
import type { LighthouseRow } from "./lighthouse.ts";
import { EDITOR_BUDGET_GZIP, launchBrowser, THROTTLING, type Manager } from "./editor.ts";
import { measureDrag, median, type DragProfileResult } from "./editor-drag.ts";
import { measureEditorScripts, type EditorWeight } from "./editor-scripts.ts";
import type { Child } from "./processes.ts";
import { errorText, progress } from "./shared.ts";
import { bytes, kb, ms, out, table } from "./table.ts";
import { shown } from "./weight.ts";

export interface EditorResult {
  manager?: Manager;
  weight?: EditorWeight;
  drag?: DragProfileResult[];
  lighthouse?: LighthouseRow;
  /** Why a part was not measured. */
  problems: string[];
}

export async function measureEditor(portal: Child, manager: Manager, result: EditorResult): Promise<void> {
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  try {
    browser = await launchBrowser();
  } catch (error) {
    result.problems.push(
      `Chromium did not start (${errorText(error).split("\n", 1)[0]}): JavaScript from the HTML only, no timing.`,
    );
  }
  try {
    progress("editor: the JavaScript the page loads");
    try {
      result.weight = await measureEditorScripts(browser, portal.origin, manager);
    } catch (error) {
      result.problems.push(`JavaScript not measured: ${errorText(error)}`);
    }
    if (!browser) return;
    if (result.weight && !result.weight.island && !result.weight.islandElement) {
      result.problems.push(
        "Time to the first drag not measured: the editor page loads no island (no /assets/editor/ module, no #editor-island).",
      );
      return;
    }
    try {
      result.drag = await measureDrag(browser, portal.origin, manager, progress);
    } catch (error) {
      result.problems.push(`Time to the first drag not measured: ${errorText(error)}`);
    }
  } finally {
    await browser?.close().catch(() => undefined);
  }
}

export function printEditor(e: EditorResult): void {
  out("6. THE BAR EDITOR — the one page with framework JavaScript: an island hydrating #editor-island.");
  out(
    `   Page: ${e.manager ? shown(e.manager.editorPath) : "(none)"}, as the manager of a fresh group with a bar made from a preset.`,
  );
  out();
  const w = e.weight;
  if (w) {
    out(`   a. JavaScript the page loads with an empty cache (${w.source}).`);
    out(
      `      Budget: at most ${kb(EDITOR_BUDGET_GZIP)} (${EDITOR_BUDGET_GZIP} B) gzip -9 in all, /scripts/ modules included.`,
    );
    if (w.scripts.length) {
      out(
        table(
          ["file", "kind", "found", "status", "raw", "gz9", "sent", "sent as"],
          w.scripts.map((a) => [
            a.url,
            a.kind,
            a.found,
            String(a.status),
            bytes(a.raw),
            bytes(a.gzip9),
            bytes(a.wire),
            a.wireEncoding,
          ]),
          [0, 1, 2, 7],
        ).replace(/^/gm, "      "),
      );
    }
    if (w.inline.code)
      out(
        `      Inline script code in the HTML: ${bytes(w.inline.code)} raw, ${bytes(w.inline.codeGzip9)} gz9 (counted in the total).`,
      );
    if (w.inline.data)
      out(
        `      Inline JSON data in the HTML (the island's props): ${bytes(w.inline.data)} raw, part of the HTML, not code (not counted).`,
      );
    const total = w.loaded.gzip9;
    out(
      `      Total loaded: ${bytes(w.loaded.raw)} raw, ${bytes(total)} gz9 (${kb(total)}), ${bytes(w.loaded.wire)} sent — ${
        total <= EDITOR_BUDGET_GZIP
          ? `ok (${((total / EDITOR_BUDGET_GZIP) * 100).toFixed(0)} % of the budget)`
          : `OVER by ${bytes(total - EDITOR_BUDGET_GZIP)}`
      }`,
    );
    if (w.lazy.gzip9 > 0) {
      const all = total + w.lazy.gzip9;
      out(
        `      With the chunks it can import later (${bytes(w.lazy.gzip9)} gz9): ${bytes(all)} gz9 — ${all <= EDITOR_BUDGET_GZIP ? "ok" : "OVER"}`,
      );
    }
    if (w.island) out(`      Island module: ${w.island}.`);
    else
      out(
        `      NO ISLAND: the page names no /assets/editor/ module${w.islandElement ? " (#editor-island is there)" : " and has no #editor-island"}: it is the no-JS editor.`,
      );
    if (w.readyUnthrottledMs !== undefined)
      out(
        `      Without throttling, the island was ready ${ms(w.readyUnthrottledMs)} after navigation start.`,
      );
    out();
  }
  const lh = e.lighthouse;
  if (lh) {
    out("   b. Lighthouse, mobile profile (as in 5):");
    if (lh.scores) {
      out(
        `      performance ${lh.scores.performance}, accessibility ${lh.scores.accessibility}, best practices ${lh.scores["best-practices"]}, SEO ${lh.scores.seo}; FCP ${ms(lh.fcpMs ?? NaN)}, LCP ${ms(lh.lcpMs ?? NaN)}, TBT ${ms(lh.tbtMs ?? NaN)}, CLS ${(lh.cls ?? NaN).toFixed(3)}`,
      );
      for (const f of lh.failing ?? []) out(`      - below 100: ${f}`);
    } else out(`      error: ${lh.error}`);
    out();
  }
  if (e.drag) {
    out(
      `   c. Time from navigation to the first possible drag: performance.now() when ${'#editor-island[data-island="ready"]'} appears,`,
    );
    out(
      `      Debian's Chromium (headless), ${THROTTLING.cpuRate}x CPU slowdown, network ${THROTTLING.latencyMs} ms latency per request,`,
    );
    out(
      `      ${(THROTTLING.downloadKbps / 1024).toFixed(2)} Mbit/s down, ${THROTTLING.uploadKbps} kbit/s up (DevTools' Slow 4G), empty cache, emulated touch phone/tablet;`,
    );
    out(
      "      one warm-up load first (not counted). FCP, DOMContentLoaded (DCL) and island loaded (its response end) are medians too.",
    );
    out(
      "      Drag handles: preview items (>= 768 px) with a visible, enabled handle when ready; below 768 px the list's buttons move.",
    );
    out(
      table(
        [
          "viewport",
          "runs",
          "median ready",
          "min",
          "max",
          "FCP",
          "DCL",
          "island loaded",
          "drag handles",
          "note",
        ],
        e.drag.map((d) => {
          const ok = d.runs.filter((r) => r.readyMs !== undefined);
          const ready = ok.map((r) => r.readyMs!);
          const error = d.runs.find((r) => r.error)?.error ?? "";
          return [
            d.profile,
            `${ok.length}/${d.runs.length}`,
            ms(median(ready)),
            ms(ready.length ? Math.min(...ready) : NaN),
            ms(ready.length ? Math.max(...ready) : NaN),
            ms(median(ok.map((r) => r.fcpMs))),
            ms(median(ok.map((r) => r.dclMs))),
            ms(median(ok.map((r) => r.islandLoadedMs))),
            ok.length ? String(median(ok.map((r) => r.handles))) : "",
            error,
          ];
        }),
        [0, 9],
      ).replace(/^/gm, "      "),
    );
    out();
  }
  for (const p of e.problems) out(`   - ${p}`);
  if (e.problems.length) out();
}
