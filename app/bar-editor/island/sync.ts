// The island's calls to the portal (docs/decisions/017): the editor slice's own endpoint keeps the draft and
// saves the bar (the portal's typed /v1 client does the /v1 part on the server), and the link check goes
// through the portal's /v1 proxy. Both carry the page's CSRF token; the session cookie never leaves httpOnly.
import { requestLinkCheck, type BarItem, type LinkCheckOutcome } from "../../../common/catalogue/index.ts";
import { editorPagePath } from "../../../common/editor-paths.ts";
import type { Say } from "./words.ts";

export type ChangeAnswer =
  | { ok: true; version?: number; invite?: boolean }
  | { ok: false; code: string; message: string; signedOut?: boolean };

function csrfToken(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? "";
}

async function post(
  t: Say,
  barId: string,
  memberId: string | null,
  body: URLSearchParams,
): Promise<ChangeAnswer> {
  const network = t("island.network");
  let response: Response;
  try {
    response = await fetch(editorPagePath("changes", { barId, memberId }), {
      method: "POST",
      body,
      redirect: "manual",
      credentials: "same-origin",
      headers: { Accept: "application/json", "X-CSRF-Token": csrfToken() },
    });
  } catch {
    return { ok: false, code: "network", message: network };
  }
  // The guard sends a signed-out request to the sign-in page.
  if (response.type === "opaqueredirect" || response.status === 401) {
    return { ok: false, code: "not_signed_in", message: t("island.signedOut"), signedOut: true };
  }
  try {
    const answer = (await response.json()) as Record<string, unknown>;
    if (response.ok) {
      return {
        ok: true,
        ...(typeof answer.version === "number" ? { version: answer.version } : {}),
        ...(answer.invite === true ? { invite: true } : {}),
      };
    }
    return {
      ok: false,
      code: typeof answer.error === "string" ? answer.error : "error",
      message: typeof answer.message === "string" ? answer.message : network,
    };
  } catch {
    return { ok: false, code: "error", message: network };
  }
}

/** Keeps the whole pending bar as the manager's server-side draft (the server turns it into /v1's shape). */
export function keepDraft(t: Say, barId: string, memberId: string | null, items: readonly BarItem[]) {
  return post(t, barId, memberId, new URLSearchParams({ intent: "draft", items: JSON.stringify(items) }));
}

/** Saves the draft as the bar's new version ("anyway": over a version someone else saved meanwhile). */
export function saveBar(t: Say, barId: string, memberId: string | null, anyway = false) {
  return post(t, barId, memberId, new URLSearchParams({ intent: anyway ? "save-anyway" : "save" }));
}

/** HEAD /v1/validate/link/… through the portal's proxy, with the page's CSRF token. */
export function checkLink(address: string, signal: AbortSignal): Promise<LinkCheckOutcome> {
  return requestLinkCheck(address, {
    signal,
    fetch: (input, init) =>
      fetch(input, { ...init, credentials: "same-origin", headers: { "X-CSRF-Token": csrfToken() } }),
  });
}
