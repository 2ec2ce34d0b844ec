// A group's name, as the create and rename forms take it (S1 §5: a text dialog's value is required).
import { z } from "zod";
import { LIMITS } from "../../contract/limits.ts";

const NAME_MAX = LIMITS.communityName;
/** The group-name forms name their field when it is left empty, as every form's empty-field error does. */
const GROUP_NAME_MISSING = "Enter a name for the group";

export const groupNameSchema = z.object({
  name: z
    .string({ error: GROUP_NAME_MISSING })
    .trim()
    .min(1, { error: GROUP_NAME_MISSING })
    .max(NAME_MAX, { error: `Names must be ${NAME_MAX} characters or fewer` }),
});
