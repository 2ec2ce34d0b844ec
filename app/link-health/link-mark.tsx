// The mark on an editor row whose web address needs attention: the island and the no-JS editor
// render the same row, so both show it. Kept apart from problems.tsx: the island bundles this file only.
import type { LinkMark } from "../../common/link-health-key.ts";

export function LinkMarkNote({ mark }: { mark: LinkMark }) {
  return (
    <p className="link-mark">
      <strong>Needs attention:</strong> {mark.words}
      {mark.since ? ` (${mark.since})` : ""}
      {mark.movedTo ? ` New address: ${mark.movedTo}` : ""}
    </p>
  );
}
