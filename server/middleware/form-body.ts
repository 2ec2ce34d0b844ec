// Forms: a bounded body of a form type, read with body-parser (express.raw) into res.locals.body, which the
// React Router handler hands on (server/app.ts). Over the limit: 413 (declared or streamed); not a form type:
// 415; multipart that does not parse or that carries a file: 400. GET and HEAD pass untouched. The bar editor's
// island sends the whole pending bar (up to 100 buttons, percent-encoded JSON) with each change: its path gets a
// larger limit, /v1 bounds it again. The refusals are written in the reader's language.
import express, { type Request, type RequestHandler, type Response } from "express";
import type { Language } from "../../contract/language.ts";
import { refusalLanguage, refusedIn, refusePage } from "./refuse-page.ts";

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export interface FormBodyOptions {
  /** Largest form body (bytes). */
  limit: number;
  /**
   * Paths with a limit of their own (the editor's changes; the file of people, the one upload, which may carry a
   * file and says in its own words what is too large).
   */
  larger?: { path: string; limit: number; files?: boolean; tooLarge?: TooLargeWords }[];
}

/** What a path's own 413 page says, in a language: its title and its text (HTML). */
export type TooLargeWords = (language: Language) => [title: string, text: string];

function bodyReader(limit: number): RequestHandler {
  // No inflation: a form arrives as it was typed; a Content-Encoding is refused (415).
  return express.raw({ type: () => true, limit, inflate: false });
}

/** Answers body-parser's error as the portal's page; false when it is not a reading error. */
async function refuseUnreadable(
  err: { type?: string; status?: number },
  req: Request,
  res: Response,
  tooLarge?: TooLargeWords,
): Promise<boolean> {
  if (err?.type === "entity.too.large") {
    res.setHeader("Connection", "close");
    if (!tooLarge) await refusedIn(req, res, 413, "refused.formTooLargeTitle", "refused.formTooLargeText");
    else {
      const language = await refusalLanguage(req);
      refusePage(res, 413, ...tooLarge(language), language);
    }
  } else if (err?.type === "encoding.unsupported") {
    await refusedIn(req, res, 415, "refused.unsupportedTitle", "refused.unsupportedText");
  } else if (typeof err?.status === "number" && err.status >= 400 && err.status < 500) {
    await refusedIn(req, res, 400, "refused.badRequest", "refused.unreadable");
  } else return false;
  return true;
}

/** 415 unless a form content type; 400 for multipart that does not parse or that carries a file (unless `files`). */
export const checkFormBody =
  (files = false): RequestHandler =>
  async (req, res, next) => {
    const header = req.get("content-type") ?? "";
    const mediaType = header.split(";")[0]!.trim().toLowerCase();
    if (!FORM_TYPES.has(mediaType)) {
      return refusedIn(req, res, 415, "refused.unsupportedTitle", "refused.unsupportedText");
    }
    if (mediaType === "multipart/form-data") {
      try {
        const form = await new globalThis.Request("http://portal.invalid/", {
          method: "POST",
          headers: { "content-type": header },
          body: new Uint8Array(res.locals.body as Buffer),
        }).formData();
        for (const value of form.values()) {
          if (typeof value !== "string" && !files)
            return refusedIn(req, res, 400, "refused.badRequest", "refused.noFiles");
        }
      } catch {
        return refusedIn(req, res, 400, "refused.badRequest", "refused.formUnreadable");
      }
    }
    next();
  };

export function formBody(options: FormBodyOptions): RequestHandler {
  const standard = bodyReader(options.limit);
  const larger = (options.larger ?? []).map((l) => ({ ...l, read: bodyReader(l.limit) }));
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const own = larger.find((l) => l.path === req.path);
    const reader = own?.read ?? standard;
    reader(req, res, (error?: unknown) => {
      if (error) {
        return void refuseUnreadable(
          error as { type?: string; status?: number },
          req,
          res,
          own?.tooLarge,
        ).then((refused) => refused || next(error), next);
      }
      res.locals.body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      void checkFormBody(own?.files ?? false)(req, res, next);
    });
  };
}
