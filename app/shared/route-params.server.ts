// Every path parameter that names a record is checked once, here, before any loader, action or /v1 call:
// an address with a malformed id (a control character, a truncated paste) is the 404 page, signed in or out,
// as an unknown id is — not a /v1 400 that a loader would report as a problem with the service.
import { data, type MiddlewareFunction } from "react-router";
import { UUID_PATTERN } from "../../contract/limits.ts";

/** Emailed secrets (password reset, email confirmation): URL-safe letters, digits and `-_.~` only. */
const TOKEN_PATTERN = /^[A-Za-z0-9._~-]{1,512}$/;

/**
 * Parameters whose route says itself what is wrong with any value: the invitation page shows "This invitation does
 * not work" for a link cut short or mistyped, as for one that expired (it checks the form before asking /v1).
 */
const ANSWERED_BY_THEIR_ROUTE = new Set(["invitationId"]);

/** Whether a route parameter may name a record: `…Id` parameters are UUIDs, `token` an emailed secret. */
export function isWellFormedParam(name: string, value: string | undefined): boolean {
  if (value === undefined || ANSWERED_BY_THEIR_ROUTE.has(name)) return true;
  if (name.endsWith("Id")) return UUID_PATTERN.test(value);
  if (name === "token") return TOKEN_PATTERN.test(value);
  return true;
}

export const wellFormedParams: MiddlewareFunction<Response> = ({ params }) => {
  for (const [name, value] of Object.entries(params)) {
    if (!isWellFormedParam(name, value)) throw data({ message: "Page not found" }, { status: 404 });
  }
};
