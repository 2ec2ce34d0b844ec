// /account/clock: the time zone every time is written in for this user (pages and email), and how their dates
// are written. /v1 keeps both (contract/clock.ts); the session keeps a copy so no page asks /v1 for them.
import { getSelectProps } from "@conform-to/react";
import { redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/clock";
import { DATE_LOCALES, dateLocaleSchema, timeZoneSchema } from "../../contract/clock.ts";
import { dateTimeText } from "../../common/clock-words.ts";
import { submitForm } from "../shared/form-action.server.ts";
import { guard, signedIn } from "../shared/guard.server.ts";
import { metaProps, Field } from "../shared/ui/field-parts.tsx";
import { summaryItems } from "../shared/ui/form.tsx";
import { FormPage, PageForm, usePageForm } from "../shared/ui/form-page.tsx";
import { RadioGroup, radioSummaryItems } from "../shared/ui/radios.tsx";
import { requestLanguage, requestMessages } from "../shared/language.server.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { accountMessages } from "./messages/index.ts";
import { timeZoneGroups, zoneLabel } from "./time-zones.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", noCommunity: true })];

const NOT_CHOSEN = "";
const clockSchema = z.object({
  timeZone: timeZoneSchema.optional(),
  dateLocale: dateLocaleSchema,
});

/** A moment that shows the difference between the ways of writing a date (afternoon, one-digit day). */
const SAMPLE = new Date("2026-03-05T14:30:00Z");

export async function loader(args: Route.LoaderArgs) {
  const me = signedIn(args);
  return {
    timeZone: me.clock.timeZone ?? NOT_CHOSEN,
    dateLocale: me.clock.locale,
    groups: timeZoneGroups(requestLanguage(args.context)),
    samples: Object.fromEntries(
      DATE_LOCALES.map((locale) => [locale, dateTimeText(SAMPLE, { timeZone: "UTC", locale })]),
    ) as Record<(typeof DATE_LOCALES)[number], string>,
  };
}

export async function action(args: Route.ActionArgs) {
  const me = signedIn(args);
  const t = requestMessages(args.context, accountMessages);
  const outcome = await submitForm(await args.request.formData(), {
    schema: clockSchema,
    label: t("clock.save"),
    language: requestLanguage(args.context),
    call: ({ timeZone, dateLocale }) =>
      me.api.updateClock(me.userId, { time_zone: timeZone ?? null, date_locale: dateLocale }),
  });
  if (!outcome.ok) return outcome.reply;
  const { timeZone, dateLocale } = outcome.value;
  me.session.set({ timeZone: timeZone ?? null, dateLocale });
  const message = timeZone ? t("clock.savedZone", { zone: zoneLabel(timeZone) }) : t("clock.savedUtc");
  me.session.set({ banner: { kind: "success", message } });
  throw redirect("/account");
}

export default function Clock({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = usePageForm(clockSchema, actionData, {
    defaultValue: { timeZone: loaderData.timeZone, dateLocale: loaderData.dateLocale },
  });
  const t = useMessages(accountMessages);
  const localeOptions = DATE_LOCALES.map((locale) => ({
    value: locale,
    label: loaderData.samples[locale],
    hint: locale === "en-US" ? t("clock.us") : t("clock.uk"),
  }));
  return (
    <FormPage
      title={t("clock.title")}
      failure={actionData?.failure}
      errors={[...summaryItems([fields.timeZone]), ...radioSummaryItems(fields.dateLocale, localeOptions)]}
    >
      <p>{t("clock.intro")}</p>
      <PageForm form={form} submit={t("clock.save")} cancel="/account">
        <Field {...metaProps(fields.timeZone)} label={t("clock.zone")} hint={t("clock.zoneHint")}>
          <select {...getSelectProps(fields.timeZone)} key={fields.timeZone.key} className="input">
            <option value={NOT_CHOSEN}>{t("clock.noZoneOption")}</option>
            {loaderData.groups.map((group) => (
              <optgroup key={group.region} label={group.region}>
                {group.zones.map((zone) => (
                  <option key={zone.id} value={zone.id}>
                    {zone.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </Field>
        <RadioGroup
          field={fields.dateLocale}
          legend={t("clock.dates")}
          options={localeOptions}
          defaultValue={loaderData.dateLocale}
        />
      </PageForm>
    </FormPage>
  );
}
