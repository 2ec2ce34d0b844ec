// GET /v1/dev/outbox (ours only, development): the mail the service has sent, newest first.
import type { EndpointDefinition } from "./endpoint-types.ts";
import { z } from "zod";
import { LIMITS } from "./limits.ts";

export const MAIL_KINDS = [
  "verify_email",
  "password_reset",
  "password_reset_unknown",
  "password_changed",
  "invitation",
  "invitation_copy",
  // Decision 021: a change waits for the member's OK; the member asks a manager to talk about a change
  "approval_waiting",
  "approval_talk",
  // Link health: buttons that stopped working, to a manager at most once a day
  "link_health",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Query of the outbox: only mail to this address. */
export const outboxQuerySchema = z.object({ to: z.string().max(LIMITS.email).optional() });
export type OutboxQuery = z.input<typeof outboxQuerySchema>;

export const outboxMessageSchema = z.object({
  id: z.union([z.string(), z.number()]),
  /** A MailKind; kept a string so a newer service's kinds still show. */
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string().nullish(),
  html: z.string().nullish(),
  created_at: z.string(),
  sent_at: z.string().nullish(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;

/** The slice's /v1 endpoints (assembled into the one table in contract/endpoints.ts). */
export const mailEndpoints = {
  devOutbox: {
    method: "GET",
    path: "/v1/dev/outbox",
    auth: "none",
    query: outboxQuerySchema,
    response: outboxResponseSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
