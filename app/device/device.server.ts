// Loading the device record for the member page, the dashboard and the editor (managers only: /v1 refuses others).
import type { Device } from "../../contract/devices.ts";
import type { Language } from "../../contract/language.ts";
import { UUID_PATTERN } from "../../contract/limits.ts";
import { systemNote, type MemberComputer } from "../../common/catalogue/index.ts";
import type { SignedInCommunity } from "../shared/guard.server.ts";
import { deviceStatus, type DeviceStatus } from "./status.ts";

/** Every member's device record, by member id. */
export async function loadDevices(
  me: SignedInCommunity,
  memberIds?: readonly string[],
): Promise<Map<string, Device>> {
  // An id that is no member id (a mistyped address) asks for nothing rather than a 400.
  const ids = memberIds?.filter((id) => UUID_PATTERN.test(id));
  const devices = await me.api.devices(me.communityId, ids);
  return new Map(devices.map((d) => [d.member_id, d]));
}

/** How a member is named in the sentences: their first name, else their full name. */
export function callName(member: { first_name?: string | null }, fullName: string): string {
  return member.first_name?.trim() || fullName;
}

export function statusOf(name: string, device: Device | undefined, language: Language): DeviceStatus {
  return deviceStatus(name, device, new Date(), language);
}

/**
 * The warnings of each bar's buttons that the member's computer cannot run (none while its system is unknown), in
 * `language`.
 */
export async function barSystemWarnings(
  me: SignedInCommunity,
  barIds: string[],
  computer: MemberComputer,
  language: Language,
): Promise<Map<string, string[]>> {
  const warnings = new Map<string, string[]>();
  if (!computer.system) return warnings;
  const bars = await Promise.all(barIds.map((id) => me.api.bar(me.communityId, id)));
  for (const bar of bars) {
    const texts = bar.items.flatMap((item) => {
      const note = systemNote(item.kind, item.configuration ?? {}, computer, language);
      return note?.mismatch ? [note.text] : [];
    });
    if (texts.length > 0) warnings.set(bar.id, [...new Set(texts)]);
  }
  return warnings;
}
