// The bar pages the dashboard and the members pages link to (built in the bar-editor slice, whose path
// builders are the one source of these addresses).
import { editorPath, PRESETS_PATH } from "../../common/editor-paths.ts";

/** The editor of a bar (`barId` "new" for a bar not made yet), for the person `memberId`. */
export function barEditorPath(barId: string, memberId?: string | null): string {
  return editorPath({ barId, memberId });
}

/** The preset bars to start a new bar from, for the person `memberId`. */
export function barPresetsPath(memberId?: string | null): string {
  return memberId ? `${PRESETS_PATH}?${new URLSearchParams({ memberId }).toString()}` : PRESETS_PATH;
}
