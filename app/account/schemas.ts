import { z } from "zod";
import { MISSING, PASSWORD_MAX, withPasswordConfirmation } from "../auth/schemas.ts";

export const changePasswordSchema = withPasswordConfirmation({
  currentPassword: z
    .string({ error: MISSING.currentPassword })
    .max(PASSWORD_MAX, { error: "This password is too long" }),
});

export const deleteAccountSchema = z.object({
  password: z.string({ error: "Enter your password to delete your account" }).max(PASSWORD_MAX),
});
