// The error catalogue (spec S1 §8): how a failed call becomes words on the page. The message is
// chosen in the spec's order: a user message; the server's error code; a generic message carrying
// the code; a message for the HTTP status; the status text and number; for a network failure, a
// message naming its code. Never a stack trace.

import { SOURCE_LANGUAGE, type Language } from "../../contract/language.ts";
import { PASSWORD_MIN_LENGTH } from "../../contract/limits.ts";
import { messagesFor } from "../../common/i18n/messages.ts";
import { sharedMessages } from "./messages/index.ts";

/** Texts the forms' own checks and the server's codes share (spec S1 §5). */
const INVALID_EMAIL_MESSAGE = "Please enter a valid email address.";
const SHORT_PASSWORD_MESSAGE = `Passwords must be at least ${PASSWORD_MIN_LENGTH} characters`;

/** Member names are unique in a group (spec S2 §5). */
export const EXISTING_MEMBER_NAME_MESSAGE = "There is already a member with this name.";
/** Inviting needs the inviter's own address confirmed (spec S2 §8). */
export const EMAIL_VERIFICATION_REQUIRED_MESSAGE =
  "Until you have confirmed your own email address, you are unable to invite other members.";

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

function minutes(seconds: number): string {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return m === 1 ? "1 minute" : `${m} minutes`;
}

const SERVER_CODE_MESSAGES: Record<string, (details: Record<string, unknown> | null | undefined) => string> =
  {
    invalid_credentials: () => "The email address or the password is not right. Check them and try again.",
    locked: (d) =>
      `Too many wrong passwords were entered, so the account is locked for now. Try again in ${minutes(
        typeof d?.timeout === "number" ? d.timeout : 900,
      )}, or reset your password.`,
    existing_email: () => "There is already an account with this email address. Sign in instead.",
    existing_username: () => "There is already an account with this email address. Sign in instead.",
    malformed_email: () => INVALID_EMAIL_MESSAGE,
    bad_email_address: () => INVALID_EMAIL_MESSAGE,
    short_password: () => SHORT_PASSWORD_MESSAGE,
    bad_password: () => "This password is too easy to guess. Choose another one.",
    too_long: () => "Some of what you entered is too long. Shorten it and try again.",
    missing_required: () => "Some required information is missing.",
    malformed_json: () => "The request could not be read. Reload the page and try again.",
    invalid_token: () =>
      "The link you clicked does not work. It might be a wrong link or a link that has expired.",
    invalid_user: () => "This account no longer exists.",
    rate_limited: () => "Too many attempts in a short time. Wait a few minutes and try again.",
    bad_recaptcha: () => "The check that you are a person did not pass. Try again.",
    email_verification_required: () => EMAIL_VERIFICATION_REQUIRED_MESSAGE,
    limit_reached: () => "Your plan has no room for more members. Choose a larger plan first.",
    plan_limit_exceeded: () => "This plan is too small for the members you already have.",
    same_plan: () => "This is your plan already. Choose another plan.",
    checkout_required: () => "This plan needs a payment first. Choose it on the plans page to pay for it.",
    bad_plan_id: () => "This plan cannot be chosen. Choose a plan from the list.",
    cannot_demote_self: () => "You cannot demote yourself",
    cannot_delete_self: () => "You cannot remove yourself from the group.",
    cannot_delete_default: () => "The default bar cannot be deleted.",
    cannot_delete_used: () => "This bar is in use and cannot be deleted.",
    default_must_be_shared: () => "The default bar must stay shared.",
    bar_limit_reached: () => "A person can have at most 5 bars.",
    version_conflict: () =>
      "Someone else saved this bar after you started changing it, so your changes were not saved. They are kept: look at the bar again and save once more.",
    cannot_rename_default: () => "The default bar cannot be renamed.",
    exe_and_default: () => "An app button opens either a program file or a usual app, not both.",
    draft_not_found: () => "There are no unsaved changes on this bar.",
    existing_name: () => EXISTING_MEMBER_NAME_MESSAGE,
    member_not_found: () => "This person is no longer in the group.",
    member_active: () => "This person has already accepted an invitation.",
    bad_bar_id: () => "One of the bars could not be found. Reload the page and try again.",
    email_mismatch: () =>
      "This invitation was sent to another email address. Sign in with that address (or register with it) to accept it.",
    already_member: () => "You are already in this group.",
    service_unavailable: () => "The service is not available right now. Try again in a few minutes.",
    // The client's own code: the service answered with something the contract does not allow.
    invalid_response: () => "The service sent an answer we could not read. Try again in a few minutes.",
  };

const STATUS_MESSAGES: Record<number, string> = {
  400: "The request was not accepted. Check what you entered and try again.",
  401: "Your session was expired. Please login again.",
  403: "You do not have permission to do this.",
  404: "We could not find what you asked for.",
  408: "The service took too long to answer. Try again.",
  409: "Someone changed this at the same time. Reload the page and try again.",
  413: "What you sent is too large.",
  429: "Too many attempts in a short time. Wait a few minutes and try again.",
  500: "Something went wrong on our side. Try again in a moment.",
  502: "The service is not available right now. Try again in a few minutes.",
  503: "The service is not available right now. Try again in a few minutes.",
  504: "The service took too long to answer. Try again in a few minutes.",
};

export function failureMessage(failure: FailureInfo, userMessage?: string): string {
  if (userMessage) return userMessage;
  if (failure.network) {
    const code = failure.network.code ? ` (${failure.network.code})` : "";
    return `We could not reach the ${"service"}. Check your connection and try again${code}.`;
  }
  if (failure.code) {
    const known = SERVER_CODE_MESSAGES[failure.code];
    if (known) return known(failure.details);
    return `The server could not do this (error: ${failure.code}).`;
  }
  if (failure.status !== undefined) {
    const known = STATUS_MESSAGES[failure.status];
    if (known) return known;
    return `${failure.statusText || "Error"} (${failure.status})`;
  }
  return "Something went wrong. Try again.";
}

/** What the 503 page gets: the spec's words for a network failure. */
export interface ServiceUnavailable {
  unavailable: true;
  message: string;
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

export function tooManyAttemptsText(windowMinutes: number): string {
  return `There have been too many attempts from your network in a short time. Wait ${windowMinutes} minutes and try again.`;
}
