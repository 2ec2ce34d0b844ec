// The two things a group's name is given by a form: creating a group (/account/create-group for a free account,
// /my-communities/new for another one) and renaming the active one (/account/name, /my-community/name). The pages
// differ in their words and where they lead; the rules and the calls are these, once, in the page's language.
import { redirect } from "react-router";
import { submitForm } from "./form-action.server.ts";
import type { SignedIn, SignedInCommunity } from "./guard.server.ts";
import { groupNameSchemaFor } from "./group-name.ts";

/** The active group's name, for the rename form's value. */
export async function currentGroupName(me: SignedInCommunity): Promise<{ name: string }> {
  return { name: (await me.api.community(me.communityId)).name };
}

/** Renames the active group (PUT needs the default bar too: the group keeps its own), then goes to `to`. */
export async function renameGroup(
  me: SignedInCommunity,
  request: Request,
  page: { label: string; done: string; to: string },
) {
  const outcome = await submitForm(await request.formData(), {
    schema: groupNameSchemaFor(me.language),
    label: page.label,
    language: me.language,
    call: async ({ name }) => {
      const community = await me.api.community(me.communityId);
      await me.api.updateCommunity(me.communityId, { name, default_bar_id: community.default_bar_id ?? "" });
    },
  });
  if (!outcome.ok) return outcome.reply;
  me.session.set({ banner: { kind: "success", message: page.done } });
  throw redirect(page.to);
}

/** Creates a group whose manager `me` becomes, makes it the active one, then goes to `to`. */
export async function createGroup(
  me: SignedIn,
  request: Request,
  page: { label: string; done: (name: string) => string; to: string },
) {
  const outcome = await submitForm(await request.formData(), {
    schema: groupNameSchemaFor(me.language),
    label: page.label,
    language: me.language,
    call: ({ name }) => me.api.createCommunity(name),
  });
  if (!outcome.ok) return outcome.reply;
  me.session.set({
    communityId: outcome.data.id,
    role: "manager",
    banner: { kind: "success", message: page.done(outcome.data.name) },
  });
  throw redirect(page.to);
}
