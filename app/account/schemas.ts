import { z } from "zod";
import { LIMITS } from "../../contract/limits.ts";
import { MISSING, PASSWORD_MAX, withPasswordConfirmation } from "../auth/schemas.ts";

export const NAME_MAX = LIMITS.communityName;
/** The group-name forms name their field when it is left empty (issue 23 item 11). */
export const GROUP_NAME_MISSING = "Enter a name for the group";

/** Text dialogs (rename a community, create one): the value is required (spec S1 §5). */
export const communityNameSchema = z.object({
  name: z
    .string({ error: GROUP_NAME_MISSING })
    .trim()
    .min(1, { error: GROUP_NAME_MISSING })
    .max(NAME_MAX, { error: `Names must be ${NAME_MAX} characters or fewer` }),
});

export const changePasswordSchema = withPasswordConfirmation({
  currentPassword: z
    .string({ error: MISSING.currentPassword })
    .max(PASSWORD_MAX, { error: "This password is too long" }),
});

export const deleteAccountSchema = z.object({
  password: z.string({ error: "Enter your password to delete your account" }).max(PASSWORD_MAX),
});
