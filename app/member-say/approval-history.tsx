// The bar history's part of the member's say (decision 021): every change of a member's "changes wait for my
// OK" and every answer they gave, newest first, beside the saved versions.
import type { ApprovalEvent } from "../../contract/index.ts";
import { SOURCE_LANGUAGE, type Language } from "../../contract/language.ts";
import { messagesFor } from "../../common/i18n/messages.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { memberSayMessages } from "./messages/index.ts";

/** One event in words: 'Pat Lee approved version 4.' */
export function approvalEventText(e: ApprovalEvent, language: Language = SOURCE_LANGUAGE): string {
  const t = messagesFor(memberSayMessages, language);
  const member = e.member_name ?? t("history.formerMember");
  const actor = e.actor.name ?? t("someone");
  // As typed, never grouped ("version 1200").
  const version = String(e.version);
  switch (e.kind) {
    case "turned_on":
      return actor === member
        ? t("history.turnedOnSelf", { member })
        : t("history.turnedOn", { actor, member });
    case "turned_off":
      return t("history.turnedOff", { member });
    case "approved":
      return t("history.approved", { member, version });
    case "not_now":
      return t("history.notNow", { member, version });
    case "talk":
      return t("history.talk", { member, version });
  }
}

export function ApprovalHistory({
  events,
}: {
  events: { key: string; text: string; when: string; datetime: string }[];
}) {
  const t = useMessages(memberSayMessages);
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="approval-history">
      <h2 id="approval-history">{t("history.title")}</h2>
      <ul className="history-list">
        {events.map((e) => (
          <li key={e.key} className="panel">
            <p>
              {e.text} <time dateTime={e.datetime}>{e.when}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
