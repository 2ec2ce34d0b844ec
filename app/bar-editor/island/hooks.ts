// The island's small browser hooks: whether it runs (after hydration), the lite list mode, the announcer's
// text that clears itself, and focus after a change.
import { useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { rowId } from "../paths.ts";
import { ANNOUNCEMENT_MS } from "./model.ts";
import type { Focus } from "./state.ts";

const noSubscribe = () => () => undefined;
/** False on the server and during hydration, true in the browser after it. */
export function useEnhanced(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

const LITE_QUERY = "(max-width: 767.98px)";
/** The lite list mode (spec §2): focus mode or a narrow screen; no dragging there. */
export function useLite(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const media = window.matchMedia(LITE_QUERY);
      media.addEventListener("change", changed);
      return () => media.removeEventListener("change", changed);
    },
    () => window.matchMedia(LITE_QUERY).matches || document.body.classList.contains("focus-mode"),
    () => false,
  );
}

/** One polite live region's text: each text removed after 5 s (spec §9). */
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
