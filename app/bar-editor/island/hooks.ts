// The island's small browser hooks: whether it runs (after hydration), the lite list mode, the announcer's
// text that clears itself, and focus after a change.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { rowId } from "../../../common/editor-paths.ts";
import { ANNOUNCEMENT_MS } from "./model.ts";
import type { Focus } from "./state.ts";

/**
 * A value of the browser, `serverValue` on the server and during hydration (so the first browser render equals
 * the server's), the browser's own from right after it, and again whenever `subscribe` says it changed. Not
 * useSyncExternalStore: the island's build runs on Preact (decision 025), whose version has no server snapshot.
 */
function useAfterHydration<T>(
  serverValue: T,
  read: () => T,
  subscribe: (changed: () => void) => () => void = () => () => undefined,
): T {
  const [value, setValue] = useState(serverValue);
  const readRef = useRef(read);
  const subscribeRef = useRef(subscribe);
  useEffect(() => {
    const update = () => setValue(readRef.current());
    update();
    return subscribeRef.current(update);
  }, []);
  return value;
}

const readTrue = () => true;
/** False on the server and during hydration, true in the browser after it. */
export function useEnhanced(): boolean {
  return useAfterHydration(false, readTrue);
}

const LITE_QUERY = "(max-width: 767.98px)";
const readLite = () =>
  window.matchMedia(LITE_QUERY).matches || document.body.classList.contains("focus-mode");
const subscribeLite = (changed: () => void) => {
  const media = window.matchMedia(LITE_QUERY);
  media.addEventListener("change", changed);
  return () => media.removeEventListener("change", changed);
};
/** The lite list mode (spec S2 §2): focus mode or a narrow screen; no dragging there. */
export function useLite(): boolean {
  return useAfterHydration(false, readLite, subscribeLite);
}

/** One polite live region's text: each text removed after 5 s (spec S2 §9). */
export function useAnnouncer(): [string, (text: string) => void] {
  const [announcement, setAnnouncement] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const say = useCallback((text: string) => {
    clearTimeout(timer.current);
    setAnnouncement(text);
    timer.current = setTimeout(() => setAnnouncement(""), ANNOUNCEMENT_MS);
  }, []);
  return [announcement, say];
}

/** Focus after the next render: the wanted control, or the nearest one that still exists. */
export function usePendingFocus(): (focus: Focus) => void {
  const pending = useRef<Focus | null>(null);
  useLayoutEffect(() => {
    const wanted = pending.current;
    if (!wanted) return;
    pending.current = null;
    for (const control of wanted.controls) {
      const element =
        control === "heading"
          ? document.getElementById("buttons-title")
          : document.querySelector<HTMLElement>(
              `#${CSS.escape(rowId(wanted.id))} [data-control="${control}"]`,
            );
      if (element) {
        element.focus();
        return;
      }
    }
  });
  return useCallback((focus: Focus) => {
    pending.current = focus;
  }, []);
}
