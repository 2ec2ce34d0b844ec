// The action of a form page in one call: parse the submission with the form's zod schema (conform), call
// /v1 with the parsed value, and turn an ApiError into the form's failure (an alert titled from the action's
// label, the spec's message, field errors where the failure belongs to a field). Values come back to the
// page, except the fields named in `hideFields` (passwords).
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { SOURCE_LANGUAGE, type Language } from "../../contract/language.ts";
import { errorTitle, failureMessage } from "./errors.ts";
import { ApiError } from "./v1-client.server.ts";

/** The alert of a failed submit. */
export interface Failure {
  title: string;
  message: string;
}

/** What a form page's action answers when the submit did not go through. */
export interface FormReply {
  result: SubmissionResult<string[]>;
  failure: Failure | null;
}

/**
 * How one ApiError is shown: another message, and errors next to fields. `message: null` shows no failure
 * alert: the field errors (and the error summary naming them) say it all, so the page has one alert.
 */
export interface FailureMapping {
  message?: string | null;
  fieldErrors?: Partial<Record<string, string[]>>;
}

export interface SubmitFormOptions<S extends z.ZodType, T> {
  schema: S;
  /** The action's label, for the alert's title ("<label> did not work"). */
  label: string;
  /** The page's language, for that title (English when not given). */
  language?: Language;
  /** Fields whose values are not sent back to the page. */
  hideFields?: string[];
  /** The /v1 call(s) for a valid submission. */
  call: (value: z.output<S>) => Promise<T>;
  /** Maps an ApiError onto the form (default: the error catalogue's message, no field errors). */
  mapError?: (error: ApiError, value: z.output<S>) => FailureMapping | undefined;
}

export type SubmitOutcome<S extends z.ZodType, T> =
  { ok: true; value: z.output<S>; data: T } | { ok: false; reply: FormReply; error?: ApiError };

/**
 * Runs a form's submit. `{ok: true}` carries the parsed value and what the call returned; `{ok: false}`
 * carries the reply to return from the action (and the ApiError when the call failed). Errors that are
 * not ApiErrors (redirects, bugs) are thrown on.
 */
export async function submitForm<S extends z.ZodType, T>(
  formData: FormData,
  options: SubmitFormOptions<S, T>,
): Promise<SubmitOutcome<S, T>> {
  const submission = parseWithZod(formData, { schema: options.schema });
  const hideFields = options.hideFields;
  if (submission.status !== "success") {
    return { ok: false, reply: { result: submission.reply({ hideFields }), failure: null } };
  }
  const value = submission.value as z.output<S>;
  try {
    return { ok: true, value, data: await options.call(value) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const mapped = options.mapError?.(error, value);
    const fieldErrors = mapped?.fieldErrors
      ? Object.fromEntries(
          Object.entries(mapped.fieldErrors).filter((entry): entry is [string, string[]] => !!entry[1]),
        )
      : undefined;
    return {
      ok: false,
      error,
      reply: {
        result: submission.reply({ hideFields, fieldErrors }),
        failure:
          mapped?.message === null
            ? null
            : {
                title: errorTitle(options.label, options.language),
                message: mapped?.message ?? failureMessage(error, undefined, options.language),
              },
      },
    };
  }
}

/**
 * A failed submit that is not about the fields (for example a check made before calling /v1); its title in
 * `language` (the page's), as the message already is.
 */
export function formFailure(
  formData: FormData,
  schema: z.ZodType,
  label: string,
  message: string,
  language: Language = SOURCE_LANGUAGE,
): FormReply {
  return {
    result: parseWithZod(formData, { schema }).reply(),
    failure: { title: errorTitle(label, language), message },
  };
}
