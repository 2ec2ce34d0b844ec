// The audit log in plain words: one sentence per entry, for the portal's "Group activity" page and
// the CSV export (api/audit/routes.ts). Names are the ones stored with the entry, as they were at the time.
// The words are the reader's messages (common/audit-messages); English when none are given.
import { AUDIT_KINDS, type AuditKind, type AuditLogEntry } from "../contract/audit.ts";
import { SOURCE_LANGUAGE } from "../contract/language.ts";
import { findPlan } from "../contract/plans.ts";
import { auditMessages } from "./audit-messages/index.ts";
import { messagesFor, type Messages } from "./i18n/messages.ts";

/** The audit log's messages in one language (`messagesFor(auditMessages, language)`). */
export type AuditWords = Messages<keyof typeof auditMessages.en>;

const english: AuditWords = messagesFor(auditMessages, SOURCE_LANGUAGE);

/** The words of a kind in the filter's list. */
export function auditKindLabel(kind: AuditKind, t: AuditWords = english): string {
  return t(`kind.${kind}`);
}

/** The words of each kind in the filter's list, in English. */
export const AUDIT_KIND_LABELS = Object.fromEntries(
  AUDIT_KINDS.map((kind) => [kind, auditKindLabel(kind)]),
) as Record<AuditKind, string>;

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

function count(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** A plan by its name ("Plus 5"); an id no longer offered as it is. */
function planName(value: unknown, t: AuditWords): string {
  const id = text(value);
  if (!id) return t("noPlan");
  return findPlan(id)?.name ?? id;
}

/** What was done, after the actor's name ("renamed Pat to Patricia"). */
export function auditAction(
  entry: Pick<AuditLogEntry, "kind" | "subject" | "details">,
  t: AuditWords = english,
): string {
  const d = entry.details;
  const subject = entry.subject ?? t("someone");
  const target = t("theBar", { name: entry.subject ?? t("noName") });
  switch (entry.kind) {
    case "member_added":
    case "member_removed":
    case "invitation_cancelled":
    case "bar_deleted":
    case "default_bar_changed":
    case "base_bar_saved":
      return t(`action.${entry.kind}`, { subject, target });
    case "member_renamed":
      return t("action.member_renamed", { from: text(d.from) ?? t("noName"), to: text(d.to) ?? t("noName") });
    case "member_invited": {
      const resent = d.resent === true ? "yes" : "no";
      const email = text(d.email);
      return email
        ? t("action.member_invitedAt", { resent, subject, email })
        : t("action.member_invited", { resent, subject });
    }
    case "role_changed":
      return t("action.role_changed", { subject, role: String(d.to) });
    case "member_bars_changed": {
      const changes = [
        count(d.added) ? t("action.barsGiven", { n: String(d.added) }) : "",
        count(d.removed) ? t("action.barsTaken", { n: String(d.removed) }) : "",
      ].filter(Boolean);
      return changes.length
        ? t("action.member_bars_changedWith", { subject, changes: changes.join(", ") })
        : t("action.member_bars_changed", { subject });
    }
    case "approval_changed": {
      const on = d.required === true ? "yes" : "no";
      return d.by_member === true
        ? t("action.approvalOwn", { on })
        : t("action.approvalFor", { on, subject });
    }
    case "bar_created":
      return text(d.member)
        ? t("action.bar_createdFor", { target, member: String(d.member) })
        : t("action.bar_created", { target });
    case "bar_saved":
      return count(d.version)
        ? t("action.bar_savedVersion", { target, version: String(d.version) })
        : t("action.bar_saved", { target });
    case "bar_restored": {
      const from = String(d.from ?? t("unknown"));
      return count(d.version)
        ? t("action.bar_restoredAs", { from, target, version: String(d.version) })
        : t("action.bar_restored", { from, target });
    }
    case "community_renamed":
      return t("action.community_renamed", { from: text(d.from) ?? "", to: text(d.to) ?? "" });
    case "plan_changed":
      return t("action.plan_changed", {
        from: planName(d.from, t),
        to: planName(d.to, t),
        paid: d.paid === true ? "yes" : "no",
      });
    case "billing_changed":
      return billingAction(d, t);
    case "csv_imported": {
      const added = count(d.added) ?? 0;
      const invited = count(d.invited);
      return invited
        ? t("action.csv_importedInvited", { added, invited })
        : t("action.csv_imported", { added });
    }
    default:
      return t("action.other", { kind: entry.kind });
  }
}

function billingAction(d: AuditLogEntry["details"], t: AuditWords): string {
  switch (d.change) {
    case "contact":
      return t("billing.contact", { name: text(d.to) ?? t("billing.anotherManager") });
    case "coupon":
      return text(d.to) ? t("billing.coupon", { coupon: String(d.to) }) : t("billing.couponRemoved");
    case "cancelled":
      return t("billing.cancelled");
    case "status":
      return t("billing.status", { from: text(d.from) ?? t("unknown"), to: text(d.to) ?? t("unknown") });
    default:
      return t("billing.other");
  }
}

/** Who did it: their name then, "The service" for a webhook or job, "A former manager" for a gone account. */
export function auditActor(entry: Pick<AuditLogEntry, "actor">, t: AuditWords = english): string {
  if (entry.actor.name) return entry.actor.name;
  return entry.actor.user_id ? t("actor.manager") : t("actor.service");
}

/** The whole sentence: "Sam Lee renamed Pat to Patricia". */
export function auditSentence(
  entry: Pick<AuditLogEntry, "actor" | "kind" | "subject" | "details">,
  t: AuditWords = english,
): string {
  return t("sentence", { actor: auditActor(entry, t), action: auditAction(entry, t) });
}
