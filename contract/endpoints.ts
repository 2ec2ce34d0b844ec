// Every /v1 endpoint: method, path pattern, who may call it, and the schemas of its request body, query and
// answer. Each slice declares its rows next to its schemas (contract/<slice>.ts); this module assembles them into
// the one table. The service mounts its handlers from it (api/http/router.ts mountEndpoints), the portal's
// client calls by its names (app/shared/v1-call.server.ts), docs/api.md lists it (tests/contract/api-doc.test.ts),
// and the fuzz tests enumerate it. The order is the mounting order: a literal path before a `:param` one.
import type { z } from "zod";
import type { EndpointDefinition } from "./endpoint-types.ts";
import { approvalEndpoints } from "./approvals.ts";
import { auditEndpoints } from "./audit.ts";
import { authEndpoints } from "./auth.ts";
import { barEndpoints } from "./bars.ts";
import { baseBarEndpoints } from "./base-bar.ts";
import { billingEndpoints } from "./billing.ts";
import { communityEndpoints } from "./communities.ts";
import { deviceEndpoints } from "./devices.ts";
import { invitationEndpoints } from "./invitations.ts";
import { linkHealthEndpoints } from "./link-health.ts";
import { linkEndpoints } from "./links.ts";
import { mailEndpoints } from "./mail.ts";
import { memberEndpoints } from "./members.ts";
import { peopleCsvEndpoints } from "./people-csv.ts";
import { planEndpoints } from "./plans.ts";
import { preferencesEndpoints } from "./preferences.ts";
import { userEndpoints } from "./users.ts";

export { buildPath, type EndpointDefinition, type HttpMethod, type PathParams } from "./endpoint-types.ts";

export const endpoints = {
  ...authEndpoints,
  ...userEndpoints,
  ...communityEndpoints,
  ...barEndpoints,
  ...baseBarEndpoints,
  ...preferencesEndpoints,
  ...deviceEndpoints,
  ...memberEndpoints,
  ...peopleCsvEndpoints,
  ...approvalEndpoints,
  ...invitationEndpoints,
  ...billingEndpoints,
  ...planEndpoints,
  ...linkEndpoints,
  ...mailEndpoints,
  ...linkHealthEndpoints,
  ...auditEndpoints,
} as const satisfies Record<string, EndpointDefinition>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** The request body type of an endpoint (undefined when it takes none). */
export type RequestOf<N extends EndpointName> = Endpoints[N] extends { request: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;

/** The parsed answer of an endpoint (undefined when the body is not read). */
export type ResponseOf<N extends EndpointName> = Endpoints[N]["response"] extends infer S extends z.ZodType
  ? z.output<S>
  : undefined;

/** Every endpoint as a list (for tests that go through them all). */
export function listEndpoints(): (EndpointDefinition & { name: EndpointName })[] {
  return (Object.keys(endpoints) as EndpointName[]).map((name) => ({ name, ...endpoints[name] }));
}
