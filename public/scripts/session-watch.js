// Cross-tab sessions (spec S1 §4): every page says who is signed in (an opaque marker). When another tab
// signs in or out, a page that needs sign-in reloads once it is visible, so the server can send it where it
// now belongs. Public pages do not reload.
const KEY = "tandem-session";

export function start([body]) {
  const marker = body.getAttribute("data-session") || "out";
  try {
    if (window.localStorage.getItem(KEY) !== marker) window.localStorage.setItem(KEY, marker);
  } catch {
    return; // storage blocked: nothing to watch
  }
  let reloadPending = false;
  const reloadWhenVisible = () => {
    if (document.visibilityState === "visible") {
      window.location.reload();
      return;
    }
    if (reloadPending) return;
    reloadPending = true;
    document.addEventListener("visibilitychange", function onVisible() {
      if (document.visibilityState !== "visible") return;
      document.removeEventListener("visibilitychange", onVisible);
      window.location.reload();
    });
  };
  window.addEventListener("storage", (event) => {
    if (event.key !== KEY || event.newValue === marker) return;
    if (body.hasAttribute("data-public-page")) return;
    reloadWhenVisible();
  });
}
