// The member's answers on their page (JavaScript off: plain form posts that come back to the page with a
// banner): approve a waiting change, "not now", and their "changes wait for my OK" setting.
import { redirect } from "react-router";
import { z } from "zod";
import { failureMessage } from "../shared/errors.ts";
import type { SignedInCommunity } from "../shared/guard.server.ts";
import { ApiError } from "../shared/v1-client.server.ts";
import type { Language } from "../../contract/language.ts";
import { messagesFor, type Messages } from "../../common/i18n/messages.ts";
import { memberSayMessages } from "./messages/index.ts";
import { MY_BARS_PATH } from "./paths.ts";

const answerSchema = z.object({
  intent: z.enum(["approve", "not-now"]),
  barId: z.string().uuid(),
  version: z.coerce.number().int().min(1).max(2_147_483_647),
  // The group base bar's waiting version shown with the change: answered with it (one change, one answer).
  baseBarVersion: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  barName: z.string().max(200).optional(),
});

const settingsSchema = z.object({
  intent: z.literal("settings"),
  required: z.literal("on").optional(),
  emailMe: z.literal("on").optional(),
});

const formSchema = z.discriminatedUnion("intent", [answerSchema, settingsSchema]);

function problemText(
  error: ApiError,
  t: Messages<keyof typeof memberSayMessages.en>,
  language: Language,
): string {
  if (error.code === "version_conflict") return t("answer.conflict");
  if (error.code === "approval_off") return t("answer.off");
  return failureMessage(error, undefined, language);
}

function answerBody(value: z.infer<typeof answerSchema>) {
  return { version: value.version, base_bar_version: value.baseBarVersion ?? null };
}

/** Runs one answer and comes back to the page with a banner (or the problem in words). */
export async function answerOnMyBars(
  me: SignedInCommunity,
  memberId: string,
  form: FormData,
  language: Language,
): Promise<never> {
  const t = messagesFor(memberSayMessages, language);
  const parsed = formSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    me.session.set({ banner: { kind: "info", message: t("answer.failed") } });
    throw redirect(MY_BARS_PATH);
  }
  const value = parsed.data;
  try {
    if (value.intent === "settings") {
      const required = value.required === "on";
      await me.api.setMemberApproval(me.communityId, memberId, {
        required,
        email_me: value.emailMe === "on",
      });
      me.session.set({
        banner: {
          kind: "success",
          message: required ? t("answer.savedOn") : t("answer.savedOff"),
        },
      });
    } else if (value.intent === "approve") {
      await me.api.approveMemberBar(me.communityId, memberId, value.barId, answerBody(value));
      me.session.set({
        banner: { kind: "success", message: t("answer.approved") },
      });
    } else {
      await me.api.notNowMemberBar(me.communityId, memberId, value.barId, answerBody(value));
      me.session.set({
        banner: { kind: "info", message: t("answer.notNow") },
      });
    }
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 401) throw error;
    me.session.set({ banner: { kind: "info", message: problemText(error, t, language) } });
  }
  throw redirect(MY_BARS_PATH);
}
