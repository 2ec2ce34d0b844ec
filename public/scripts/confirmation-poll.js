// Confirmation polling with scripts on (app/confirm-email/polling.ts has the rules): ask for each try in
// the background without following redirects, and load the page only when the answer is a redirect
// (confirmed, or signed out) or the last try is reached. The page is not reloaded every few seconds, so a
// screen reader is not sent back to the top.
export function start([element]) {
  if (!window.fetch) return;
  let tryNumber = Number(element.getAttribute("data-poll-try"));
  const max = Number(element.getAttribute("data-poll-max"));
  const waitMs = Number(element.getAttribute("data-poll-seconds")) * 1000;
  const sent = element.getAttribute("data-poll-sent") === "1";

  const urlOf = (n) => {
    const params = new URLSearchParams();
    if (sent) params.set("sent", "1");
    params.set("try", String(n));
    return `${window.location.pathname}?${params}`;
  };
  const tick = () => {
    tryNumber += 1;
    const next = urlOf(tryNumber);
    const moveOrWait = (redirected) => {
      if (redirected || tryNumber >= max) window.location.assign(next);
      else setTimeout(tick, waitMs);
    };
    fetch(next, { credentials: "same-origin", redirect: "manual", headers: { Accept: "text/html" } }).then(
      (response) => moveOrWait(response.type === "opaqueredirect"),
      () => moveOrWait(false),
    );
  };
  if (tryNumber < max) setTimeout(tick, waitMs);
}
