// The audit log in plain words: one sentence per entry, for the portal's "Group activity" page and
// the CSV export (api/audit/routes.ts). Names are the ones stored with the entry, as they were at the time.
import type { AuditKind, AuditLogEntry } from "../contract/audit.ts";
import { findPlan } from "../contract/plans.ts";

/** The words of each kind in the filter's list. */
export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  member_added: "Person added",
  member_renamed: "Person renamed",
  member_removed: "Person removed",
  member_invited: "Invitation sent",
  invitation_cancelled: "Invitation cancelled",
  role_changed: "Role changed",
  member_bars_changed: "Bars given or taken away",
  approval_changed: "“Changes wait for my OK” turned on or off",
  bar_created: "Bar created",
  bar_saved: "Bar saved",
  bar_restored: "Bar version restored",
  bar_deleted: "Bar deleted",
  base_bar_saved: "Group base bar saved",
  community_renamed: "Group renamed",
  default_bar_changed: "Group's default bar changed",
  plan_changed: "Plan changed",
  billing_changed: "Billing changed",
  csv_imported: "People added from a CSV file",
};

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

function count(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

function people(n: number): string {
  return n === 1 ? "1 person" : `${n.toLocaleString("en-GB")} people`;
}

/** A plan by its name ("Plus 5"); an id no longer offered as it is. */
function planName(value: unknown): string {
  const id = text(value);
  if (!id) return "(none)";
  return findPlan(id)?.name ?? id;
}

const ROLE_WORDS: Record<string, string> = { manager: "a manager", member: "a member" };

/** What was done, after the actor's name ("renamed Pat to Patricia"). */
export function auditAction(entry: Pick<AuditLogEntry, "kind" | "subject" | "details">): string {
  const d = entry.details;
  const subject = entry.subject ?? "someone";
  const bar = `the bar “${entry.subject ?? "(no name)"}”`;
  switch (entry.kind) {
    case "member_added":
      return `added ${subject}`;
    case "member_renamed":
      return `renamed ${text(d.from) ?? "(no name)"} to ${text(d.to) ?? "(no name)"}`;
    case "member_removed":
      return `removed ${subject} from the group`;
    case "member_invited":
      return `${d.resent === true ? "sent a new invitation to" : "invited"} ${subject}${text(d.email) ? ` at ${String(d.email)}` : ""}`;
    case "invitation_cancelled":
      return `cancelled the invitation of ${subject}`;
    case "role_changed":
      return `made ${subject} ${ROLE_WORDS[String(d.to)] ?? String(d.to)}`;
    case "member_bars_changed": {
      const changes = [
        count(d.added) ? `${String(d.added)} given` : "",
        count(d.removed) ? `${String(d.removed)} taken away` : "",
      ].filter(Boolean);
      return `changed the bars of ${subject}${changes.length ? ` (${changes.join(", ")})` : ""}`;
    }
    case "approval_changed":
      return d.by_member === true
        ? `turned “changes wait for my OK” ${d.required === true ? "on" : "off"} for their own bars`
        : `turned “changes wait for my OK” ${d.required === true ? "on" : "off"} for ${subject}`;
    case "bar_created":
      return `created ${bar}${text(d.member) ? ` for ${String(d.member)}` : ""}`;
    case "bar_saved":
      return `saved ${bar}${count(d.version) ? ` (version ${String(d.version)})` : ""}`;
    case "bar_restored":
      return `restored version ${String(d.from ?? "?")} of ${bar}${count(d.version) ? ` as version ${String(d.version)}` : ""}`;
    case "bar_deleted":
      return `deleted ${bar}`;
    case "base_bar_saved":
      return "saved the group's base bar";
    case "community_renamed":
      return `renamed the group from “${text(d.from) ?? ""}” to “${text(d.to) ?? ""}”`;
    case "default_bar_changed":
      return `made ${bar} the group's default bar`;
    case "plan_changed":
      return `changed the plan from ${planName(d.from)} to ${planName(d.to)}${d.paid === true ? " (paid)" : ""}`;
    case "billing_changed":
      return billingAction(d);
    case "csv_imported":
      return `added ${people(count(d.added) ?? 0)} from a CSV file${count(d.invited) ? ` and invited ${people(count(d.invited) ?? 0)}` : ""}`;
    default:
      return `made a change (${entry.kind})`;
  }
}

function billingAction(d: AuditLogEntry["details"]): string {
  switch (d.change) {
    case "contact":
      return `made ${text(d.to) ?? "another manager"} the billing contact`;
    case "coupon":
      return text(d.to) ? `applied the coupon ${String(d.to)}` : "removed the coupon";
    case "cancelled":
      return "cancelled the subscription at the end of the period paid for";
    case "status":
      return `changed the subscription's state from ${text(d.from) ?? "?"} to ${text(d.to) ?? "?"}`;
    default:
      return "changed the billing details";
  }
}

/** Who did it: their name then, "The service" for a webhook or job, "A former manager" for a gone account. */
export function auditActor(entry: Pick<AuditLogEntry, "actor">): string {
  if (entry.actor.name) return entry.actor.name;
  return entry.actor.user_id ? "A manager" : "The service";
}

/** The whole sentence: "Sam Lee renamed Pat to Patricia". */
export function auditSentence(entry: Pick<AuditLogEntry, "actor" | "kind" | "subject" | "details">): string {
  return `${auditActor(entry)} ${auditAction(entry)}`;
}
