// /my-bars: the member's own bars, drawn as their desktop app shows them, so they have a say in changes to them:
// what's new in plain words, a change waiting for their OK (Approve, Not now, "please talk to me about this"),
// their setting, and whom to ask. Large readable text; plain forms (works without JavaScript).
import { readerNow } from "./when.ts";
import { data, Form } from "react-router";
import type { Route } from "./+types/my-bars";
import { currentMemberId } from "../shared/members.server.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { Checkbox } from "../shared/ui/field-parts.tsx";
import { Page } from "../shared/ui/page.tsx";
import { answerOnMyBars } from "./actions.server.ts";
import { previewLogoKeys } from "../shared/preview-logos.server.ts";
import { BarSection } from "./bar-section.tsx";
import { barPictures } from "./pictures.server.ts";
import { sayView } from "./say.server.ts";
import { requestLanguage, requestMessages } from "../shared/language.server.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { memberSayMessages } from "./messages/index.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login" })];

async function ownMemberId(args: Route.LoaderArgs | Route.ActionArgs) {
  const me = signedInCommunity(args);
  const memberId = await currentMemberId(me, args);
  if (!memberId)
    throw data(
      { message: requestMessages(args.context, memberSayMessages)("myBars.noPlace") },
      { status: 404 },
    );
  return { me, memberId };
}

export async function loader(args: Route.LoaderArgs) {
  const { me, memberId } = await ownMemberId(args);
  const approval = await me.api.memberApproval(me.communityId, memberId);
  const view = sayView(approval, readerNow(me.clock, new Date(), requestLanguage(args.context)), me.userId);
  // Each bar drawn as the app shows it, and after a waiting change (only this page shows the member a change
  // before their OK).
  return {
    banner: me.session.take("banner") ?? null,
    view,
    pictures: barPictures(approval),
    logoKeys: previewLogoKeys(),
  };
}

export async function action(args: Route.ActionArgs) {
  const { me, memberId } = await ownMemberId(args);
  return answerOnMyBars(me, memberId, await args.request.formData(), requestLanguage(args.context));
}

export default function MyBars({ loaderData }: Route.ComponentProps) {
  const { view, pictures, logoKeys } = loaderData;
  // The base bar is part of each of the member's bars (decision 030): never a second bar of its own to them,
  // unless they have no bar of their own to show it in.
  const own = view.bars.filter((bar) => !bar.isBase);
  const bars = own.length > 0 ? own : view.bars;
  const baseChange = own.length > 0 ? (view.bars.find((bar) => bar.isBase)?.waiting ?? null) : null;
  const t = useMessages(memberSayMessages);
  return (
    <Page title={t("myBars.title")} banner={loaderData.banner}>
      <div className="large-print">
        <p>{t("myBars.intro")}</p>
        {bars.length === 0 ? <p>{t("myBars.none")}</p> : null}
        {bars.map((bar) => (
          <BarSection
            key={bar.barId}
            bar={bar}
            baseChange={baseChange}
            pictures={pictures[bar.barId]!}
            logoKeys={logoKeys}
          />
        ))}
        <section aria-labelledby="say-setting" className="panel">
          <h2 id="say-setting">{t("myBars.settingTitle")}</h2>
          <p>{view.required ? t("myBars.on") : t("myBars.off")}</p>
          {view.setByText ? <p>{view.setByText}</p> : null}
          <Form method="post" reloadDocument className="form">
            <input type="hidden" name="intent" value="settings" />
            <Checkbox
              id="say-required"
              name="required"
              defaultChecked={view.required}
              label={t("myBars.required")}
            />
            <Checkbox
              id="say-email"
              name="emailMe"
              defaultChecked={view.emailMe}
              label={t("myBars.emailMe")}
            />
            <button type="submit" className="button">
              {t("myBars.save")}
            </button>
          </Form>
        </section>
        {view.managers.length > 0 ? (
          <section aria-labelledby="say-helpers">
            <h2 id="say-helpers">{t("myBars.whoToAsk")}</h2>
            <ul className="list--bullet">
              {view.managers.map((m) => (
                <li key={m.email}>
                  {m.name}: <a href={`mailto:${m.email}`}>{m.email}</a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </Page>
  );
}
