import { z } from "zod";
import { STATED_SYSTEMS } from "../../contract/devices.ts";

/** "Which computer does Pat use?": Windows, macOS or not sure. */
export const statedSystemFormSchema = z.object({
  system: z.enum(STATED_SYSTEMS, { error: "Choose the computer, or Not sure" }),
});
