import { z } from "zod";
import { LIMITS } from "../../contract/limits.ts";
import { PASSWORD_MAX, REQUIRED, withPasswordConfirmation } from "../auth/schemas.ts";

export const NAME_MAX = LIMITS.communityName;

/** Text dialogs (rename a community, create one): the value is required (spec S1 §5). */
export const communityNameSchema = z.object({
  name: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(NAME_MAX, { error: `Names must be ${NAME_MAX} characters or fewer` }),
});

export const changePasswordSchema = withPasswordConfirmation({
  currentPassword: z.string({ error: REQUIRED }).max(PASSWORD_MAX, { error: "This password is too long" }),
});

export const deleteAccountSchema = z.object({
  password: z.string({ error: "Enter your password to delete your account" }).max(PASSWORD_MAX),
});
