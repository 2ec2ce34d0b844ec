// Plain-text tables and number formats for the bench's report.

export function out(line = ""): void {
  process.stdout.write(`${line}\n`);
}

/** A table with a header row; columns after the first are right-aligned unless `left` lists them. */
export function table(header: string[], rows: string[][], left: number[] = [0]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (left.includes(i) ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

/** Bytes in kB (1 kB = 1000 B) with one decimal; exact zero stays "0 B" so it stands out. */
export function kb(bytes: number): string {
  if (!Number.isFinite(bytes)) return "n/a";
  if (bytes === 0) return "0 B";
  return `${(bytes / 1000).toFixed(1)} kB`;
}

export function bytes(n: number): string {
  return Number.isFinite(n) ? `${Math.round(n)} B` : "n/a";
}

export function mb(n: number | undefined): string {
  return n !== undefined && Number.isFinite(n) ? `${(n / 1024 / 1024).toFixed(1)} MiB` : "n/a";
}

export function ms(n: number): string {
  return Number.isFinite(n) ? `${n.toFixed(2)} ms` : "n/a";
}

export function num(n: number, digits = 0): string {
  return Number.isFinite(n) ? n.toFixed(digits) : "n/a";
}
