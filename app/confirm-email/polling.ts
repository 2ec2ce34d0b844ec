// Polling of the confirm-email page (S2 §4, §9): every 5 s, about 100 tries, stop when confirmed.
// The try counter travels in the query string (?try=N), so the page works with scripts off: a meta
// refresh inside <noscript> loads the next try. With scripts on, public/scripts/confirmation-poll.js asks for the
// next try in the background and only moves the page when the server answers with a redirect.

export const POLL_INTERVAL_SECONDS = 5;
export const MAX_TRIES = 100;

/** The try number in `?try=`: a whole number from 0 to MAX_TRIES; anything else counts as 0. */
export function parseTry(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 0;
  return Math.min(Number(value), MAX_TRIES);
}

export function pollingStopped(tryNumber: number): boolean {
  return tryNumber >= MAX_TRIES;
}

/** The address of a given try, keeping the "email sent" flag so its banner stays on the page. */
export function pollUrl(pathname: string, tryNumber: number, sent: boolean): string {
  const params = new URLSearchParams();
  if (sent) params.set("sent", "1");
  if (tryNumber > 0) params.set("try", String(Math.min(tryNumber, MAX_TRIES)));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Where a user whose email is confirmed goes: the download page right after sign-up, else home. */
export function confirmedDestination(variant: "registered" | "sign-in"): string {
  return variant === "registered" ? "/download/signup" : "/";
}
