// The keyboard's arrows for dragging on the preview, which is an upright column like the desktop app's bar:
// Down and Up move a button along it, and so do Right and Left (what a row would take), so either works.
import type { KeyboardCoordinateGetter } from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";

const ALONG: Record<string, string> = { ArrowRight: "ArrowDown", ArrowLeft: "ArrowUp" };

export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const code = ALONG[event.code];
  if (!code) return sortableKeyboardCoordinates(event, args);
  event.preventDefault();
  return sortableKeyboardCoordinates(new KeyboardEvent(event.type, { code, key: code }), args);
};
