// The link-health forms' fields (the portal's own: /v1 checks the bar again on save).
import { z } from "zod";
import { LIMITS } from "../../contract/limits.ts";

/** "Replace with the new address": which button of which bar, at which address the check found it moved. */
export const replaceAddressSchema = z.object({
  barId: z.string().min(1).max(LIMITS.id),
  itemId: z.string().min(1).max(LIMITS.id),
  url: z.string().min(1).max(2048),
  returnTo: z.string().max(2048).optional(),
});
