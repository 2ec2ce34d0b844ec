// The /v1 contract: the one place where wire shapes, error codes, field limits and shared constants live.
// The service validates and serialises with it; the portal's client parses every answer with it.
export * from "./approvals.ts";
export * from "./auth.ts";
export * from "./audit.ts";
export * from "./bars.ts";
export * from "./base-bar.ts";
export * from "./billing.ts";
export * from "./communities.ts";
export * from "./devices.ts";
export * from "./endpoints.ts";
export * from "./errors.ts";
export * from "./invitations.ts";
export * from "./limits.ts";
export * from "./links.ts";
export * from "./mail.ts";
export * from "./members.ts";
export * from "./money.ts";
export * from "./people-csv.ts";
export * from "./plans.ts";
export * from "./preferences.ts";
export * from "./users.ts";
