// Loading the device record for the member page, the dashboard and the editor (managers only: /v1 refuses others).
import type { Device } from "../../contract/devices.ts";
import type { SignedInCommunity } from "../shared/guard.server.ts";
import { deviceStatus, type DeviceStatus } from "./status.ts";

/** Every member's device record, by member id. */
export async function loadDevices(me: SignedInCommunity): Promise<Map<string, Device>> {
  const devices = await me.api.devices(me.communityId);
  return new Map(devices.map((d) => [d.member_id, d]));
}

/** How a member is named in the sentences: their first name, else their full name. */
export function callName(member: { first_name?: string | null }, fullName: string): string {
  return member.first_name?.trim() || fullName;
}

export function statusOf(name: string, device: Device | undefined): DeviceStatus {
  return deviceStatus(name, device, new Date());
}
