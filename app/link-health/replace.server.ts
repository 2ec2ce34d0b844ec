// "Replace with the new address": a button whose page has moved (the checker followed a lasting redirect) gets
// the address it moved to, saved through /v1 as any save of the bar: based on the version just read, so a save by
// someone else in between is refused (409) rather than overwritten. The new address is /v1's, not the form's.
import { fromWire, remoteChecks, setParameter, toWire } from "../../common/catalogue/index.ts";
import { linkHealthKey } from "../../common/link-health-key.ts";
import type { SignedInCommunity } from "../shared/guard.server.ts";
import { ApiError } from "../shared/v1-client.server.ts";
import type { Messages } from "../../common/i18n/messages.ts";
import { loadBarProblems } from "./link-health.server.ts";
import type { linkHealthMessages } from "./messages/index.ts";

/** Replaces the button's moved address; answers what the banner says. */
export async function replaceMovedAddress(
  me: SignedInCommunity,
  barId: string,
  itemId: string,
  url: string,
  t: Messages<keyof typeof linkHealthMessages.en>,
): Promise<{ kind: "success" | "info"; message: string }> {
  const problem = (await loadBarProblems(me, barId)).find(
    (p) => p.itemId === itemId && p.url === url && p.verdict === "moved" && p.movedTo,
  );
  if (!problem?.movedTo) return { kind: "info", message: t("replace.gone") };
  const bar = await me.api.bar(me.communityId, barId);
  const index = bar.items.findIndex((i) => i.id === itemId);
  const item = index < 0 ? null : fromWire(bar.items[index]);
  const field = item && remoteChecks(item).find((c) => linkHealthKey(c.address)?.url === url)?.field;
  if (!item || !field) {
    return index < 0
      ? { kind: "info", message: t("replace.gone") }
      : { kind: "info", message: t("replace.builtIn", { label: problem.label }) };
  }
  // Every item as the editor sends it (the wire's shape, from the catalogue's reading of each).
  const items = bar.items.map((wire, i) =>
    toWire(i === index ? setParameter(item, field, problem.movedTo!) : fromWire(wire)),
  );
  try {
    await me.api.updateBar(me.communityId, barId, {
      name: bar.name,
      is_shared: bar.is_shared,
      items,
      base_version: bar.version ?? null,
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === "version_conflict") {
      return { kind: "info", message: t("replace.conflict") };
    }
    throw error;
  }
  return {
    kind: "success",
    message: t("replace.done", { label: problem.label, url: problem.movedTo }),
  };
}
