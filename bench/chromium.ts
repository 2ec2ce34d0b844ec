// Debian's Chromium as the bench drives it (Lighthouse, the editor's scripts and timing runs): quiet, no
// background traffic, no sandbox (the machine runs as root).
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
