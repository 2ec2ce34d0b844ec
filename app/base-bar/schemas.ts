// The base bar page's one form: where the base buttons go on each member's bar.
import { z } from "zod";
import { BASE_BAR_POSITIONS } from "../../contract/base-bar.ts";

export const basePositionSchema = z.object({
  position: z.enum(BASE_BAR_POSITIONS, { error: "Choose where the group's buttons go" }),
});
