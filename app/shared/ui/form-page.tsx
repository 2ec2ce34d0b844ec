// The scaffold of a form page: the title (with "Error:" after a failed submit), the one error summary
// (a failure of the service and the fields' errors), the form and its buttons. Slices fill in the fields and the words.
import { getFormProps, useForm, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import type { z } from "zod";
import { Form } from "react-router";
import type { Banner } from "../session.server.ts";
import { sharedMessages } from "../messages/index.ts";
import { useMessages } from "./messages.tsx";
import { ErrorSummary, type SummaryFailure, type SummaryItem } from "./form.tsx";
import { Page } from "./page.tsx";
import { snapshotForm } from "./form-snapshot.ts";

/** Each schema's constraints, worked out once: getZodConstraint walks the whole schema on every call. */
const constraints = new WeakMap<z.ZodType, ReturnType<typeof getZodConstraint>>();

function constraintOf(schema: z.ZodType) {
  let constraint = constraints.get(schema);
  if (!constraint) constraints.set(schema, (constraint = getZodConstraint(schema)));
  return constraint;
}

/**
 * conform's form state for a form page: the last submit's result from the action, the schema's
 * constraints as native attributes (required, maxlength...), and any other option (default values, when
 * to validate in the browser). Read once, as plain objects (form-snapshot.ts): the page is rendered once.
 */
export function usePageForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: S,
  actionData: { result?: SubmissionResult<string[]> } | null | undefined,
  options: Omit<Parameters<typeof useForm<z.input<S>>>[0], "lastResult" | "constraint"> = {},
) {
  const conform = useForm<z.input<S>>({
    ...options,
    lastResult: actionData?.result,
    constraint: constraintOf(schema),
  });
  return snapshotForm<(typeof conform)[0], (typeof conform)[1]>(conform[0]);
}

/** The form's one error summary: the failure of the service, then the fields' errors. */
export function FormAlerts({
  failure,
  errors = [],
}: {
  failure?: SummaryFailure | null;
  errors?: SummaryItem[];
}) {
  return <ErrorSummary failure={failure} items={errors} />;
}

/** Whether a form page has something wrong to report (its title then starts with "Error:"). */
export function hasFormErrors(
  failure: SummaryFailure | null | undefined,
  errors: SummaryItem[] = [],
): boolean {
  return errors.length > 0 || Boolean(failure);
}

/**
 * A form page: `intro` stands above the alerts; `children` (the text and the PageForm) below them.
 */
export function FormPage({
  title,
  heading,
  banner,
  wide,
  failure,
  errors = [],
  intro,
  children,
}: {
  title: string;
  heading?: string;
  banner?: Banner | null;
  wide?: boolean;
  failure?: SummaryFailure | null;
  errors?: SummaryItem[];
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Page
      title={title}
      heading={heading}
      banner={banner}
      wide={wide}
      hasErrors={hasFormErrors(failure, errors)}
    >
      {intro}
      <FormAlerts failure={failure} errors={errors} />
      {children}
    </Page>
  );
}

/**
 * The form of a form page: posted as a full page load (works without JavaScript), its fields, then the
 * submit button and an optional Cancel link. `ownAddress` leaves out the action attribute, so the form
 * posts to the page's own address (and a one-time code in it stays out of the markup).
 */
export function PageForm<Schema extends Record<string, unknown>>({
  form,
  submit,
  submitClassName = "button",
  cancel,
  ownAddress,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  submit: string;
  submitClassName?: string;
  /** Where Cancel goes; no Cancel link without it. */
  cancel?: string;
  ownAddress?: boolean;
  children?: ReactNode;
}) {
  const t = useMessages(sharedMessages);
  const buttons = (
    <div className="button-group">
      <button type="submit" className={submitClassName}>
        {submit}
      </button>
      {cancel ? <a href={cancel}>{t("form.cancel")}</a> : null}
    </div>
  );
  if (ownAddress) {
    return (
      <form method="post" {...getFormProps(form)} className="form">
        {children}
        {buttons}
      </form>
    );
  }
  return (
    <Form method="post" {...getFormProps(form)} className="form" reloadDocument>
      {children}
      {buttons}
    </Form>
  );
}

export interface SummaryRow {
  /** The row's label (and its React key unless `key` is given). */
  label: string;
  key?: string;
  value: ReactNode;
}

/** A summary list (GOV.UK): label and value rows. Rows given as null or false are left out. */
export function SummaryList({ rows }: { rows: (SummaryRow | null | false | undefined)[] }) {
  return (
    <dl className="summary-list">
      {rows
        .filter((row): row is SummaryRow => Boolean(row))
        .map((row) => (
          <div key={row.key ?? row.label} className="summary-list__row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
    </dl>
  );
}
