// The portal's own plain pages for a refusal (400, 403, 405, 413, 415, 500): the React Router handler is not
// reached. Their few styles carry the request's CSP nonce (request-id.ts).
import type { Response } from "express";

function plainPage(nonce: string, title: string, paragraphs: string[]): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Error: ${title}</title>
<style nonce="${nonce}">body{font:1.1875rem/1.5 system-ui,sans-serif;color:#0b0c0c;max-width:40rem;margin:2rem auto;padding:0 1rem}a{color:#1a56a8}a:focus-visible{background:#ffdd00;color:#0b0c0c;outline:none}</style></head><body><main id="main-content"><h1>${title}</h1>
${paragraphs.map((p) => `<p>${p}</p>`).join("\n")}
<p><a href="/">Go to the start page</a></p></main></body></html>`;
}

/** Answers with a plain page (never stored); ends the response when headers were already sent. */
export function refusePage(res: Response, status: number, title: string, text: string): void {
  if (res.headersSent) return void res.end();
  res.setHeader("Cache-Control", "no-store");
  res
    .status(status)
    .type("html")
    .send(plainPage(String(res.locals.nonce ?? ""), title, [text]));
}

/** A /v1 path (the service's JSON answers rather than pages). */
export function isV1Path(path: string): boolean {
  return path === "/v1" || path.startsWith("/v1/");
}
