// /dashboard/people/import: add many people at once from a file, so a large group is not typed in person by
// person. A plain multipart form (works without JavaScript); the portal's server lets a file through on this page
// only, up to the contract's size. The file is decoded here and checked by /v1, which keeps the check an hour;
// the check page shows it row by row.
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import type { Route } from "./+types/import";
import { errorTitle, failureMessage } from "../shared/errors.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { describedBy, Field, metaProps } from "../shared/ui/field-parts.tsx";
import { summaryItems } from "../shared/ui/form.tsx";
import { FormPage, usePageForm } from "../shared/ui/form-page.tsx";
import { ApiError } from "../shared/v1-client.server.ts";
import { managerOnly } from "../shared/members.server.ts";
import { peopleCheckPath, PEOPLE_EXPORT_PATH, PEOPLE_FILE_MEGABYTES, PEOPLE_ROWS_LIMIT } from "./paths.ts";
import { fileErrorMessage, fileText } from "./people-csv.server.ts";
import { peopleCsvSchemas } from "./schemas.ts";
import { headerToEnglish } from "./columns.ts";
import { requestLanguage, requestMessages } from "../shared/language.server.ts";
import { useLanguage, useMessages } from "../shared/ui/messages.tsx";
import { sharedMessages } from "../shared/messages/index.ts";
import { peopleCsvMessages } from "./messages/index.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login" }), managerOnly];

export async function action(args: Route.ActionArgs) {
  const me = signedInCommunity(args);
  const language = requestLanguage(args.context);
  const t = requestMessages(args.context, peopleCsvMessages);
  const schema = peopleCsvSchemas(language).peopleFileSchema;
  const submission = parseWithZod(await args.request.formData(), { schema });
  if (submission.status !== "success") {
    return { result: submission.reply({ hideFields: ["file"] }), failure: null };
  }
  const fieldError = (message: string) => ({
    result: submission.reply({ hideFields: ["file"], fieldErrors: { file: [message] } }),
    failure: null,
  });
  const file = fileText(new Uint8Array(await submission.value.file.arrayBuffer()), t);
  if ("problem" in file) return fieldError(file.problem);
  // Column names in the reader's language are handed to /v1 in English, which it reads.
  const text = headerToEnglish(file.text, t);
  let previewId: string;
  try {
    previewId = (await me.api.checkPeopleCsv(me.communityId, text)).preview_id;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const message = fileErrorMessage(error, t);
    if (message) return fieldError(message);
    return {
      result: submission.reply({ hideFields: ["file"] }),
      failure: {
        title: errorTitle(t("import.submit"), language),
        message: failureMessage(error, undefined, language),
      },
    };
  }
  throw redirect(peopleCheckPath(previewId));
}

export default function ImportPeople({ actionData }: Route.ComponentProps) {
  const t = useMessages(peopleCsvMessages);
  const shared = useMessages(sharedMessages);
  const schema = peopleCsvSchemas(useLanguage()).peopleFileSchema;
  const [form, fields] = usePageForm(schema, actionData, { shouldValidate: "onSubmit" });
  const meta = fields.file;
  const { id, error, errorId } = metaProps(meta);
  const hintId = `${id}-hint`;
  const columns = {
    name: t("column.name"),
    first: t("column.firstName"),
    last: t("column.lastName"),
    email: t("column.email"),
    invite: t("column.inviteNow"),
  };
  return (
    <FormPage title={t("import.title")} failure={actionData?.failure} errors={summaryItems([meta])}>
      <p>{t("import.intro")}</p>
      <h2 className="heading-m">{t("import.holds")}</h2>
      <ul className="list list--bullet">
        <li>{t.rich("import.columns", { ...columns, code: (words) => <code>{words}</code> })}</li>
        <li>{t("import.noHeader")}</li>
        <li>{t("import.email", { invite: columns.invite })}</li>
        <li>{t("import.delimiters")}</li>
        <li>{t("import.limits", { rows: PEOPLE_ROWS_LIMIT, mb: PEOPLE_FILE_MEGABYTES })}</li>
      </ul>
      <form method="post" encType="multipart/form-data" {...getFormProps(form)} className="form">
        <Field id={id} label={t("import.file")} hint={t("import.fileHint")} error={error} errorId={errorId}>
          <input
            type="file"
            id={id}
            name={meta.name}
            accept=".csv,.txt,text/csv,text/plain"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(hintId, error && errorId)}
          />
        </Field>
        <div className="button-group">
          <button type="submit" className="button">
            {t("import.submit")}
          </button>
          <a href="/dashboard">{shared("form.cancel")}</a>
        </div>
      </form>
      <p>{t.rich("import.export", { link: (words) => <a href={PEOPLE_EXPORT_PATH}>{words}</a> })}</p>
    </FormPage>
  );
}
