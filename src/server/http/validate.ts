import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import { type ZodType, z } from "zod";
import { VALIDATION } from "../../shared/messages";
import { HttpError } from "./errors";

/**
 * zValidator with the API's error shape: 400, the first message as the summary, and one message per
 * field. The schema is the same object the form's resolver uses (src/shared/schemas).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (result.success) return;
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.length ? issue.path.join(".") : "_";
      if (issue.code === "unrecognized_keys") {
        for (const k of issue.keys) fields[k] = "This field is not accepted.";
        continue;
      }
      fields[key] ??= issue.code === "invalid_type" ? VALIDATION.required.text : issue.message;
    }
    const first = Object.values(fields)[0] ?? VALIDATION.required.text;
    throw new HttpError(400, "validation_failed", first, fields);
  });
}

/** A record's id in a path: anything else is a record that does not exist. */
export const idParam = z.object({ id: z.string().min(1).max(100) });
export const uuidParam = z.object({ id: z.uuid("Not found") });
