// The member limit said before it refuses: at 5 of 5 the dashboard and the add-person form
// say the group is full and lead to the plan change, instead of a form that is refused on submit. /v1 still
// refuses a member past the limit (limit_reached).
import { isUnlimited } from "../../contract/index.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { billingMessages } from "./messages/index.ts";

/** Whether the group has no room for one more member. */
export function groupIsFull(memberCount: number, memberLimit: number): boolean {
  return !isUnlimited(memberLimit) && memberCount >= memberLimit;
}

export function MemberLimitNotice({
  count,
  limit,
  id,
  level = 2,
}: {
  count: number;
  limit: number;
  id: string;
  /** The heading's level where the notice stands (3 in the dashboard's side panel). */
  level?: 2 | 3;
}) {
  const Heading = level === 3 ? "h3" : "h2";
  const t = useMessages(billingMessages);
  return (
    <div className="notice" role="region" aria-labelledby={id}>
      <Heading id={id} className="heading-m">
        {t("full.title")}
      </Heading>
      <p>{t("full.text", { limit, count })}</p>
      <p>
        <a className="button" href="/billing/plans">
          {t("full.choose")}
        </a>
      </p>
    </div>
  );
}
