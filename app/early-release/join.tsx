// /early-release-program/join and /free-{product}-plus/join (spec S1 §2): a signed-out visitor goes to Register
// and comes back here afterwards; a signed-in user without a group names it (the group is created);
// a user who has one is told they have already joined and goes home.
import { redirect } from "react-router";
import type { Route } from "./+types/join";
import { groupNameSchema, groupNameSchemaFor } from "../shared/group-name.ts";
import { submitForm } from "../shared/form-action.server.ts";
import { reloadCommunities, signedIn } from "../shared/guard.server.ts";
import { sessionContext } from "../shared/session.server.ts";
import { summaryItems, TextField } from "../shared/ui/form.tsx";
import { FormPage, PageForm, usePageForm } from "../shared/ui/form-page.tsx";
import { requestMessages } from "../shared/language.server.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { earlyReleaseMessages } from "./messages/index.ts";

/** Signed out: to Register, remembering this page; with a group: home with the already-joined message. */
async function gate(args: Route.LoaderArgs | Route.ActionArgs) {
  const session = args.context.get(sessionContext);
  const path = new URL(args.request.url).pathname;
  if (!session.loggedIn) {
    session.set({ returnTo: path });
    throw redirect("/register");
  }
  await reloadCommunities(args.context, args.request);
  const me = signedIn(args);
  if (me.communityId) {
    const t = requestMessages(args.context, earlyReleaseMessages);
    me.session.set({ banner: { kind: "info", message: t("join.already") } });
    throw redirect("/");
  }
  return { me, freePlus: !path.startsWith("/early-release-program") };
}

export async function loader(args: Route.LoaderArgs) {
  const { freePlus } = await gate(args);
  return { freePlus };
}

export async function action(args: Route.ActionArgs) {
  const { me, freePlus } = await gate(args);
  const t = requestMessages(args.context, earlyReleaseMessages);
  const outcome = await submitForm(await args.request.formData(), {
    schema: groupNameSchemaFor(me.language),
    label: t("join.label"),
    language: me.language,
    call: ({ name }) => me.api.createCommunity(name),
  });
  if (!outcome.ok) return outcome.reply;
  me.session.set({
    communityId: outcome.data.id,
    role: "manager",
    banner: {
      kind: "success",
      message: t(freePlus ? "join.welcomeFree" : "join.welcome", { name: outcome.data.name }),
    },
  });
  throw redirect("/");
}

export default function Join({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = usePageForm(groupNameSchema, actionData);
  const t = useMessages(earlyReleaseMessages);
  return (
    <FormPage
      title={t(loaderData.freePlus ? "join.titleFree" : "join.title")}
      failure={actionData?.failure}
      errors={summaryItems([fields.name])}
      intro={<p>{t("join.intro")}</p>}
    >
      <PageForm form={form} submit={t("join.submit")} cancel="/account">
        <TextField
          meta={fields.name}
          label={t("join.nameLabel")}
          hint={t("join.nameHint")}
          autoComplete="organization"
        />
      </PageForm>
    </FormPage>
  );
}
