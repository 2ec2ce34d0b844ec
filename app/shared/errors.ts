// The error catalogue (spec S1 §8): how a failed call becomes words on the page. The message is
// chosen in the spec's order: a user message; the server's error code; a generic message carrying
// the code; a message for the HTTP status; the status text and number; for a network failure, a
// message naming its code. Never a stack trace.

import { SOURCE_LANGUAGE, type Language } from "../../contract/language.ts";
import { PASSWORD_MIN_LENGTH } from "../../contract/limits.ts";
import { messagesFor } from "../../common/i18n/messages.ts";
import { errorMessages } from "./error-messages/index.ts";
import { sharedMessages } from "./messages/index.ts";

export interface FailureInfo {
  /** Set when the request never got an answer. */
  network?: { code?: string };
  status?: number;
  statusText?: string;
  code?: string;
  details?: Record<string, unknown> | null;
}

/** Title of the alert that reports a failed action: the spec's 'Errors.generic-title' with the label. */
export function errorTitle(actionLabel: string, language: Language = SOURCE_LANGUAGE): string {
  return messagesFor(sharedMessages, language)("form.didNotWork", { action: actionLabel });
}

type ErrorKey = keyof typeof errorMessages.en;

/** /v1's error codes that have their own words, and codes that share another's. */
const SAME_WORDS: Record<string, ErrorKey> = {
  existing_username: "code.existing_email",
  bad_email_address: "code.malformed_email",
};

function codeKey(code: string): ErrorKey | null {
  if (SAME_WORDS[code]) return SAME_WORDS[code];
  const key = `code.${code}`;
  return code !== "other" && Object.hasOwn(errorMessages.en, key) ? (key as ErrorKey) : null;
}

function statusKey(status: number): ErrorKey | null {
  const key = `status.${status}`;
  return Object.hasOwn(errorMessages.en, key) ? (key as ErrorKey) : null;
}

export function failureMessage(
  failure: FailureInfo,
  userMessage?: string,
  language: Language = SOURCE_LANGUAGE,
): string {
  if (userMessage) return userMessage;
  const t = messagesFor(errorMessages, language);
  if (failure.network) {
    const code = failure.network.code;
    return code ? t("network.code", { code }) : t("network.noCode");
  }
  if (failure.code) {
    const key = codeKey(failure.code);
    if (!key) return t("code.other", { code: failure.code });
    const timeout = failure.details?.timeout;
    // A locked account: the lock's seconds, told in whole minutes (at least one).
    const minutes = Math.max(1, Math.ceil((typeof timeout === "number" ? timeout : 900) / 60));
    return t(key, { minutes, min: PASSWORD_MIN_LENGTH });
  }
  if (failure.status !== undefined) {
    const key = statusKey(failure.status);
    if (key) return t(key);
    return t("status.other", { text: failure.statusText || t("status.error"), status: failure.status });
  }
  return t("generic");
}

/** What the 503 page gets: the spec's words for a network failure, and the failure to word it in the page's language. */
export interface ServiceUnavailable {
  unavailable: true;
  message: string;
  failure: FailureInfo;
}

export function isServiceUnavailable(value: unknown): value is ServiceUnavailable {
  return Boolean(value && typeof value === "object" && (value as ServiceUnavailable).unavailable === true);
}

export interface TooManyAttempts {
  tooManyAttempts: true;
  windowMinutes: number;
}

export function isTooManyAttempts(value: unknown): value is TooManyAttempts {
  return Boolean(value && typeof value === "object" && (value as TooManyAttempts).tooManyAttempts === true);
}

export function tooManyAttemptsText(windowMinutes: number, language: Language = SOURCE_LANGUAGE): string {
  return messagesFor(sharedMessages, language)("error.tooManyText", { minutes: windowMinutes });
}
