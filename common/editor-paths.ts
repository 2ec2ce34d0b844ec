// Addresses of the bar editor's pages (spec S2 §2). Every link and redirect of the editor is built here.
import { PRODUCT_SLUG } from "../contract/product.ts";

export const EDITOR_PATH = `/dashboard/${PRODUCT_SLUG}bar-editor/`;
export const PRESETS_PATH = `/dashboard/${PRODUCT_SLUG}bar-preconfigured`;

/** A sub-page of the editor (the button page, rename, copy, history...). */
export function editorPage(page: string): string {
  return `${EDITOR_PATH}${page}`;
}

export interface EditorQuery {
  barId: string;
  memberId?: string | null;
  /** Show the catalogue. */
  catalogView?: boolean;
  q?: string;
  /** The row to focus (an item id) and which of its controls. */
  focus?: string;
  control?: string;
  /** The manager already answered the "unsaved changes on another bar" question. */
  continue?: boolean;
  [extra: string]: string | boolean | null | undefined;
}

function query(q: EditorQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(q)) {
    if (value === undefined || value === null || value === false || value === "") continue;
    params.set(key, value === true ? "1" : value);
  }
  return params.toString();
}

/**
 * /dashboard/tandembar-editor/?barId=…&memberId=…. A row to focus travels as `focus` (the page puts `autofocus` on
 * that row's control), not as a fragment: browsers skip autofocus when the address has one.
 */
export function editorPath(q: EditorQuery): string {
  return `${EDITOR_PATH}?${query(q)}`;
}

/** A sub-page with the bar (and person) in its query. */
export function editorPagePath(page: string, q: EditorQuery): string {
  return `${editorPage(page)}?${query(q)}`;
}

export function presetsPath(memberId?: string | null): string {
  return memberId ? `${PRESETS_PATH}?memberId=${encodeURIComponent(memberId)}` : PRESETS_PATH;
}

/** The id of a bar row in the page (the fragment redirects point at). */
export function rowId(itemId: string): string {
  return `item-${itemId}`;
}
