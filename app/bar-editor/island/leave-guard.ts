// Leaving the editor with unsaved changes (spec S2 §2 "Leaving the editor", §4): the browser's own warning on
// unload, and the editor's question (Cancel / Continue without saving / Save) before a link or another form of
// the page takes the manager away.
import { useEffect, type RefObject } from "react";
import { ISLAND_ID } from "./model.ts";

/**
 * While `enhanced`, asks before leaving when `leaving()` says so; `ask(go)` shows the question, and `go` leaves
 * the way the manager chose (the link's address, or the form sent as it would have been). `warning`: the
 * browser's own question's words (most browsers show their own).
 */
export function useLeaveGuard(
  enhanced: boolean,
  leaving: RefObject<() => boolean>,
  ask: (go: () => void) => void,
  warning: string,
) {
  useEffect(() => {
    if (!enhanced) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!leaving.current()) return;
      event.preventDefault();
      event.returnValue = warning;
    };
    // Bubbling, so the region's own handlers (which keep the page) have already had their say.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !leaving.current() || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link =
        event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
      if (!link || link.target === "_blank" || link.hasAttribute("download")) return;
      const to = new URL(link.href, window.location.href);
      const here = new URL(window.location.href);
      if (to.origin === here.origin && to.pathname === here.pathname && to.search === here.search && to.hash)
        return;
      event.preventDefault();
      ask(() => window.location.assign(to.href));
    };
    const onSubmit = (event: SubmitEvent) => {
      if (event.defaultPrevented || !leaving.current()) return;
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.closest(`#${ISLAND_ID}`)) return;
      event.preventDefault();
      const submitter = event.submitter;
      ask(() => form.requestSubmit(submitter instanceof HTMLElement ? submitter : null));
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick);
    document.addEventListener("submit", onSubmit);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick);
      document.removeEventListener("submit", onSubmit);
    };
  }, [enhanced, leaving, ask, warning]);
}
