import { z } from "zod";
import { VALIDATION } from "../messages";
import { emailField, passwordField } from "./auth";

// /app/profile: the inputs of each profile action, shared by the page and the server.

export const settingsSchema = z
  .strictObject({
    show_in_join_alerts: z.boolean(),
    email_broadcasts: z.boolean(),
    email_support_replies: z.boolean(),
    email_tracker_reminders: z.boolean(),
    email_networking_reminders: z.boolean(),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: "Nothing to change." });

export const changeEmailSchema = z.strictObject({ email: emailField });

export const PROFILE_MESSAGES = {
  currentPassword: "Please enter your current password.",
  samePassword: "Choose a password different from your current one.",
} as const;

export const changePasswordSchema = z
  .strictObject({
    current_password: z
      .string({ error: PROFILE_MESSAGES.currentPassword })
      .min(1, PROFILE_MESSAGES.currentPassword),
    new_password: passwordField,
    sign_out_others: z.boolean().default(true),
  })
  .refine((value) => value.current_password !== value.new_password, {
    path: ["new_password"],
    message: PROFILE_MESSAGES.samePassword,
  });

export const deleteAccountSchema = z.strictObject({
  password: z.string({ error: VALIDATION.required.text }).min(1, PROFILE_MESSAGES.currentPassword),
});
