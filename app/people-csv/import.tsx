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
import {
  peopleCheckPath,
  PEOPLE_EXPORT_PATH,
  PEOPLE_FILE_LIMIT_TEXT,
  PEOPLE_ROWS_LIMIT_TEXT,
} from "./paths.ts";
import { fileErrorMessage, fileText } from "./people-csv.server.ts";
import { peopleFileSchema } from "./schemas.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login" }), managerOnly];

const LABEL = "Check the file";

export async function action(args: Route.ActionArgs) {
  const me = signedInCommunity(args);
  const submission = parseWithZod(await args.request.formData(), { schema: peopleFileSchema });
  if (submission.status !== "success") {
    return { result: submission.reply({ hideFields: ["file"] }), failure: null };
  }
  const fieldError = (message: string) => ({
    result: submission.reply({ hideFields: ["file"], fieldErrors: { file: [message] } }),
    failure: null,
  });
  const file = fileText(new Uint8Array(await submission.value.file.arrayBuffer()));
  if ("problem" in file) return fieldError(file.problem);
  const { text } = file;
  let previewId: string;
  try {
    previewId = (await me.api.checkPeopleCsv(me.communityId, text)).preview_id;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const message = fileErrorMessage(error);
    if (message) return fieldError(message);
    return {
      result: submission.reply({ hideFields: ["file"] }),
      failure: { title: errorTitle(LABEL), message: failureMessage(error) },
    };
  }
  throw redirect(peopleCheckPath(previewId));
}

export default function ImportPeople({ actionData }: Route.ComponentProps) {
  const [form, fields] = usePageForm(peopleFileSchema, actionData, { shouldValidate: "onSubmit" });
  const meta = fields.file;
  const { id, error, errorId } = metaProps(meta);
  const hintId = `${id}-hint`;
  return (
    <FormPage title="Add people from a file" failure={actionData?.failure} errors={summaryItems([meta])}>
      <p>
        Add many people at once from a CSV file, for example one saved from a spreadsheet. Nothing is added
        yet: the next page shows what will happen to each row, and you confirm there.
      </p>
      <h2 className="heading-m">What the file holds</h2>
      <ul className="list list--bullet">
        <li>
          One person on each row. A first row with the column names is optional: <code>name</code> (or{" "}
          <code>first name</code> and <code>last name</code>), <code>email</code>, <code>invite now</code>.
        </li>
        <li>Without column names, the columns are: name, email address, invite now.</li>
        <li>
          The email address is optional. With &ldquo;invite now&rdquo; set to yes, the person is sent an
          invitation at that address. Without an &ldquo;invite now&rdquo; column, everyone with an address is
          invited.
        </li>
        <li>Commas, semicolons or tabs between the columns all work.</li>
        <li>
          At most {PEOPLE_ROWS_LIMIT_TEXT} people and {PEOPLE_FILE_LIMIT_TEXT} in one file, and no more people
          than your plan has room for.
        </li>
      </ul>
      <form method="post" encType="multipart/form-data" {...getFormProps(form)} className="form">
        <Field id={id} label="CSV file" hint="A file ending in .csv or .txt" error={error} errorId={errorId}>
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
            {LABEL}
          </button>
          <a href="/dashboard">Cancel</a>
        </div>
      </form>
      <p>
        <a href={PEOPLE_EXPORT_PATH}>Download the list of people</a> in your group as a CSV file.
      </p>
    </FormPage>
  );
}
