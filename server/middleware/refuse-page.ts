// The portal's own plain pages for a refusal (400, 403, 405, 413, 415, 500): the React Router handler is not
// reached. Their few styles carry the request's CSP nonce (request-id.ts). They are written in the reader's
// language where it can be told (refusedIn): `?lang=`, the session's, the browser's, else English.
import type { Request, Response } from "express";
import { SOURCE_LANGUAGE, type Language } from "../../contract/language.ts";
import { resolveLanguage } from "../../common/i18n/negotiate.ts";
import { messagesFor } from "../../common/i18n/messages.ts";
import { sharedMessages } from "../../app/shared/messages/index.ts";

/** Reads the session's language from the request's cookie (server.ts gives it to the app: app.locals). */
export type SessionLanguageReader = (req: Request) => Promise<string | null | undefined>;

/** A refusal's title and text in the shared catalogue (`refused.*`). */
export type RefusalKey = Extract<keyof typeof sharedMessages.en, `refused.${string}`>;

function plainPage(nonce: string, language: Language, title: string, paragraphs: string[]): string {
  const t = messagesFor(sharedMessages, language);
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${t("page.errorTitle", { title })}</title>
<style nonce="${nonce}">body{font:1.1875rem/1.5 system-ui,sans-serif;color:#0b0c0c;max-width:40rem;margin:2rem auto;padding:0 1rem}a{color:#1a56a8}a:focus-visible{background:#ffdd00;color:#0b0c0c;outline:none}</style></head><body><main id="main-content"><h1>${title}</h1>
${paragraphs.map((p) => `<p>${p}</p>`).join("\n")}
<p><a href="/">${t("refused.startPage")}</a></p></main></body></html>`;
}

/** Answers with a plain page (never stored); ends the response when headers were already sent. */
export function refusePage(
  res: Response,
  status: number,
  title: string,
  text: string,
  language: Language = SOURCE_LANGUAGE,
): void {
  if (res.headersSent) return void res.end();
  res.setHeader("Cache-Control", "no-store");
  res
    .status(status)
    .type("html")
    .send(plainPage(String(res.locals.nonce ?? ""), language, title, [text]));
}

/**
 * The language of a refused request. Only a refusal reads the session (a cookie to open): the pages the
 * React Router handler renders get theirs from app/shared/language.server.ts.
 */
export async function refusalLanguage(req: Request): Promise<Language> {
  const reader = req.app.locals.readSessionLanguage as SessionLanguageReader | undefined;
  let session: string | null | undefined = null;
  try {
    session = await reader?.(req);
  } catch {
    // A cookie that cannot be read: the address and the browser still say something.
  }
  let query: string | null = null;
  try {
    query = new URL(req.originalUrl, "http://portal.invalid").searchParams.get("lang");
  } catch {
    // An address that does not parse names no language.
  }
  return resolveLanguage({ query, session, acceptLanguage: req.get("accept-language") }).language;
}

/** A plain page whose title and text are the catalogue's, in the reader's language. */
export async function refusedIn(
  req: Request,
  res: Response,
  status: number,
  title: RefusalKey,
  text: RefusalKey,
): Promise<void> {
  const language = await refusalLanguage(req);
  const t = messagesFor(sharedMessages, language);
  refusePage(res, status, t(title), t(text), language);
}

/** A /v1 path (the service's JSON answers rather than pages). */
export function isV1Path(path: string): boolean {
  return path === "/v1" || path.startsWith("/v1/");
}
