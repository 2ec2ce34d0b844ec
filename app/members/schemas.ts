// The forms of the members slice (spec S2 §3, §5): a person's name, their role, the invitation.
import { z } from "zod";
import { LIMITS } from "../../contract/limits.ts";
import { ROLES } from "../../contract/users.ts";
import { emailFieldFor } from "../auth/schemas.ts";

export const NAME_MAX = LIMITS.personName;

/** Adding or renaming a person: the name is required (uniqueness is checked by /v1). */
export const memberNameSchema = z.object({
  name: z
    .string({ error: "Enter the person's name" })
    .trim()
    .min(1, { error: "Enter the person's name" })
    .max(NAME_MAX, { error: `Names must be ${NAME_MAX} characters or fewer` }),
});

export const memberRoleSchema = z.object({
  role: z.enum(ROLES, { error: "Choose a role" }),
});

/** The invite form: email required and valid, phone optional (spec S2 §5). */
export const inviteSchema = z.object({
  // An empty field names what is missing: the person's address, not the manager's own.
  email: emailFieldFor("Enter the email address to send the invitation to"),
  phone: z
    .string()
    .trim()
    .max(LIMITS.phone, { error: `Phone numbers must be ${LIMITS.phone} characters or fewer` })
    .regex(/^[0-9+()\-.\s/]*$/, { error: "Enter a phone number using digits, spaces and + ( ) - only" })
    .optional(),
});
