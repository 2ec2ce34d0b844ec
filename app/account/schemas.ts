import { z } from "zod";
import { newPasswordField, PASSWORD_MAX, PASSWORDS_DIFFER, REQUIRED } from "../auth/schemas.ts";

export const NAME_MAX = 100;

/** Text dialogs (rename account or group, create an account): the value is required (spec S1 §5). */
export const groupNameSchema = z.object({
  name: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(NAME_MAX, { error: `Names must be ${NAME_MAX} characters or fewer` }),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: REQUIRED }).max(PASSWORD_MAX, { error: "This password is too long" }),
    password: newPasswordField,
    confirmPassword: z.string({ error: REQUIRED }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    error: PASSWORDS_DIFFER,
    when: ({ value }) => {
      const v = value as { password?: unknown; confirmPassword?: unknown };
      return typeof v.password === "string" && typeof v.confirmPassword === "string";
    },
  });

export const deleteAccountSchema = z.object({
  password: z.string({ error: "Enter your password to delete your account" }).max(PASSWORD_MAX),
});
