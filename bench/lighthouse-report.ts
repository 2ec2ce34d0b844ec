// Section 5 of the report: the Lighthouse table (bench/lighthouse.ts runs the audits).
import type { LighthouseRow } from "./lighthouse.ts";
import { shown } from "./weight.ts";
import { ms, out, table } from "./table.ts";

/** Section 5 of the report. */
export function printLighthouse(rows: LighthouseRow[]): void {
  out("5. LIGHTHOUSE — mobile profile (emulated phone, slow 4G, 4x CPU slowdown), Debian's Chromium.");
  out("   Target: 100 in all four categories on every page, CLS 0, TBT 0 ms.");
  out();
  out(
    table(
      ["page", "as", "perf", "a11y", "best pr.", "SEO", "FCP", "LCP", "TBT", "CLS", "verdict"],
      rows.map((r) => {
        if (!r.scores) return [shown(r.path), r.as, "", "", "", "", "", "", "", "", `error: ${r.error}`];
        const s = r.scores;
        const perfect =
          Object.values(s).every((v) => v === 100) && (r.cls ?? 1) === 0 && Math.round(r.tbtMs ?? 1) === 0;
        return [
          shown(r.path),
          r.as,
          String(s.performance),
          String(s.accessibility),
          String(s["best-practices"]),
          String(s.seo),
          ms(r.fcpMs ?? NaN),
          ms(r.lcpMs ?? NaN),
          ms(r.tbtMs ?? NaN),
          (r.cls ?? NaN).toFixed(3),
          perfect ? "ok" : "below target",
        ];
      }),
      [0, 1, 10],
    ),
  );
  const failing = new Map<string, string[]>();
  for (const r of rows)
    for (const f of r.failing ?? []) failing.set(f, [...(failing.get(f) ?? []), shown(r.path)]);
  if (failing.size) {
    out("   Audits below 100 (and where):");
    for (const [audit, paths] of failing) out(`   - ${audit}: ${paths.join(", ")}`);
  }
  out();
}
