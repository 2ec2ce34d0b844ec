// The filter form of the "Group activity" page (the audit log): a plain GET form, checked on the server.
import { z } from "zod";
import { AUDIT_KINDS } from "../../contract/audit.ts";

export const activityFilterSchema = z.object({
  person: z.string().trim().max(100, "Enter a name of 100 characters or fewer").optional(),
  kind: z.enum(AUDIT_KINDS, { error: "Choose a kind of change from the list" }).optional(),
});
export type ActivityFilter = z.infer<typeof activityFilterSchema>;
