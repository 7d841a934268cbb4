import type { FieldErrors } from "react-hook-form";
import { VALIDATION } from "../../../shared/messages";
import { toast } from "../../lib/toast";

const TITLES: Record<string, string> = {
  email: VALIDATION.email.title,
  password: VALIDATION.password.title,
  first_name: VALIDATION.firstName.title,
  last_name: VALIDATION.lastName.title,
  referral_code: VALIDATION.referralCode.title,
};

/** spec 000 §5.3: the first invalid field is announced with its title and text. */
export function toastFirstError(errors: FieldErrors) {
  const [field, error] = Object.entries(errors)[0] ?? [];
  const message = typeof error?.message === "string" ? error.message : undefined;
  if (!field || !message) return;
  const title =
    message === VALIDATION.required.text
      ? VALIDATION.required.title
      : (TITLES[field] ?? VALIDATION.required.title);
  toast.error(title, { description: message });
}

/** Server field errors (400) go back onto the form fields they belong to. */
export function applyServerFieldErrors(
  fields: Record<string, string>,
  setError: (name: never, error: { message: string }) => void,
) {
  for (const [name, message] of Object.entries(fields)) setError(name as never, { message });
}
