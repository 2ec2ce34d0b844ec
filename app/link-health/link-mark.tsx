// The mark on an editor row whose web address needs attention: the island and the no-JS editor
// render the same row, so both show it. Kept apart from problems.tsx: the island bundles this file only, so its
// words come as text (linkMarkWords in link-health.server.ts, sent with the island's words).
import type { LinkMark } from "../../common/link-health-key.ts";

/** "Needs attention:" and "New address: " in the page's language. */
export interface LinkMarkWords {
  needsAttention: string;
  newAddress: string;
}

export function LinkMarkNote({ mark, words }: { mark: LinkMark; words: LinkMarkWords }) {
  return (
    <p className="link-mark">
      <strong>{words.needsAttention}</strong> {mark.words}
      {mark.since ? ` (${mark.since})` : ""}
      {mark.movedTo ? ` ${words.newAddress}${mark.movedTo}` : ""}
    </p>
  );
}
