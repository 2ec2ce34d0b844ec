// /dashboard/members/{id}: a person's settings (spec S2 §2, §4): name, role, invitation state with Invite or
// Re-invite, their bars, and deleting them. Each change is a page of its own (works without JavaScript).
import { readerNow } from "../member-say/when.ts";
import type { Route } from "./+types/settings";
import { MAX_BARS_PER_MEMBER } from "../../contract/index.ts";
import { barLinks } from "../shared/bars.server.ts";
import { barEditorPath, barPresetsPath } from "../shared/bar-paths.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { SummaryList } from "../shared/ui/form-page.tsx";
import { Page } from "../shared/ui/page.tsx";
import { managerSayView, notFoundAsNull } from "../member-say/manager-say.server.ts";
import { MemberSayPanel } from "../member-say/waiting-note.tsx";
import {
  currentMemberId,
  displayName,
  loadMember,
  managerOnly,
  memberView,
} from "../shared/members.server.ts";
import { loadBarProblems } from "../link-health/link-health.server.ts";
import { ProblemList } from "../link-health/problems.tsx";
import { barSystemWarnings, callName, loadDevices, statusOf } from "../device/device.server.ts";
import { DeviceStatusText } from "../device/DeviceStatusText.tsx";
import type { ReactNode } from "react";
import { requestLanguage } from "../shared/language.server.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { membersMessages } from "./messages/index.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login" }), managerOnly];

const ROLE_NAMES = { manager: "role.manager", member: "role.member" } as const;

const hidden = (words: ReactNode[]) => <span className="visually-hidden">{words}</span>;

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const [member, ownId, say, devices] = await Promise.all([
    loadMember(me, args.params.memberId),
    currentMemberId(me, args),
    // The member's say (changes waiting for their OK, decision 021).
    me.api.memberApproval(me.communityId, args.params.memberId).catch(notFoundAsNull),
    loadDevices(me, [args.params.memberId]),
  ]);
  const language = requestLanguage(args.context);
  const view = memberView(member, ownId, language);
  const name = callName(member, view.name);
  const status = statusOf(name, devices.get(member.id), language);
  // This person's bars only (at most five), never the group's whole list (may be 10,000).
  // Link health: the buttons of this person's bars that need attention, asked bar by bar.
  const [bars, problems] = await Promise.all([
    barLinks(me, member.bar_ids),
    Promise.all(member.bar_ids.map((id) => loadBarProblems(me, id, member.id, language))),
  ]);
  const warnings = await barSystemWarnings(
    me,
    bars.map((b) => b.id),
    { name, system: status.system },
    language,
  );
  const names = new Map(bars.map((bar) => [bar.id, bar.name]));
  return {
    banner: me.session.take("banner") ?? null,
    member: view,
    say: say
      ? managerSayView(
          say,
          displayName(member.first_name, member.last_name, member.email, language),
          me.userId,
          readerNow(me.clock, new Date(), language),
        )
      : null,
    attention: problems.flat(),
    computer: { name, status },
    bars: member.bar_ids.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ id, name, warnings: warnings.get(id) ?? [] }];
    }),
  };
}

export default function MemberSettings({ loaderData }: Route.ComponentProps) {
  const t = useMessages(membersMessages);
  const { member, bars, computer } = loaderData;
  const name = member.name;
  const base = `/dashboard/members/${encodeURIComponent(member.id)}`;
  return (
    <Page title={t("settings.title", { name })} banner={loaderData.banner}>
      <p>
        <a href="/dashboard">{t("back")}</a>
      </p>
      <ProblemList
        problems={loaderData.attention}
        title={t("settings.attention", { name })}
        headingId="attention-title"
        returnTo={base}
      />
      <SummaryList
        rows={[
          {
            label: t("settings.name"),
            value: (
              <>
                <span>{member.name}</span>{" "}
                <a href={`${base}/name`}>{t.rich("settings.changeName", { name, hidden })}</a>
              </>
            ),
          },
          {
            label: t("settings.role"),
            value: (
              <>
                <span>{t(ROLE_NAMES[member.role])}</span>{" "}
                {member.isCurrent ? (
                  <span className="field__hint">{t("settings.noDemote")}</span>
                ) : (
                  <a href={`${base}/role`}>{t.rich("settings.changeRole", { name, hidden })}</a>
                )}
              </>
            ),
          },
          {
            label: t("settings.invitation"),
            value: (
              <>
                <span className="tag">{member.stateText}</span>{" "}
                {member.inviteAction ? (
                  <a href={`${base}/invite`}>
                    {member.inviteAction}
                    <span className="visually-hidden"> {member.name}</span>
                  </a>
                ) : null}
              </>
            ),
          },
          {
            label: t("settings.computer"),
            value: <DeviceStatusText status={computer.status} memberId={member.id} name={computer.name} />,
          },
          {
            label: t("settings.bars"),
            value: (
              <>
                {bars.length > 0 ? (
                  <ul className="list--bullet">
                    {bars.map((bar) => (
                      <li key={bar.id}>
                        <a href={barEditorPath(bar.id, member.id)}>
                          {bar.name}
                          <span className="visually-hidden">{t("settings.edit")}</span>
                        </a>
                        {bar.warnings.map((text) => (
                          <p key={text} className="bar-item__warning">
                            <strong>{t("settings.warning")}</strong> {text}
                          </p>
                        ))}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <span>{t("settings.noBars")}</span>
                )}
                {bars.length < MAX_BARS_PER_MEMBER ? (
                  <a href={barPresetsPath(member.id)}>{t.rich("settings.newBar", { name, hidden })}</a>
                ) : null}
              </>
            ),
          },
        ]}
      />
      {loaderData.say ? <MemberSayPanel say={loaderData.say} /> : null}
      {member.isCurrent ? null : (
        <p>
          <a className="button button--warning" href={`${base}/delete`}>
            {t("settings.delete", { name })}
          </a>
        </p>
      )}
    </Page>
  );
}
