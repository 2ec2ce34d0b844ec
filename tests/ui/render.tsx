// Renders a form component as the server does (react-dom/server), with conform's field metadata from a real
// useForm: a page's first load (default values) or its return after a failed post (the action's result).
import { useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

type Fields = Record<string, FieldMetadata<string>>;

/** A failed post's result: the values sent and the errors by field name. */
export function failedPost(
  initialValue: Record<string, string>,
  error: Record<string, string[]>,
): SubmissionResult<string[]> {
  return { status: "error", initialValue, error };
}

function WithFields({
  defaultValue,
  lastResult,
  children,
}: {
  defaultValue?: Record<string, string>;
  lastResult?: SubmissionResult<string[]>;
  children: (fields: Fields) => ReactNode;
}) {
  const [, fields] = useForm<Record<string, string>>({ id: "f", defaultValue, lastResult });
  return <>{children(fields as Fields)}</>;
}

/** The markup of what `children` draws from the fields of a form with id "f" (so field `x` has id `f-x`). */
export function renderWithFields(
  children: (fields: Fields) => ReactNode,
  options: { defaultValue?: Record<string, string>; lastResult?: SubmissionResult<string[]> } = {},
): string {
  return renderToStaticMarkup(<WithFields {...options}>{children}</WithFields>);
}

/** The opening tag of the element with this id (its attributes, whatever their order). */
export function tagWithId(html: string, id: string): string {
  const tag = html.match(new RegExp(`<[a-z]+[^>]* id="${id}"[^>]*>`))?.[0];
  if (!tag) throw new Error(`no element with id ${id} in ${html}`);
  return tag;
}
