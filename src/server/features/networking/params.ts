import { zValidator } from "@hono/zod-validator";
import type { ZodType } from "zod";
import { notFound } from "../../http/errors";

/**
 * A record's id in the path: one that is not even an id names nothing, so it is a 404 with the same
 * message as an id that belongs to nobody (or to someone else), never a 400 that tells them apart.
 */
export const idParams = <Schema extends ZodType>(schema: Schema) =>
  zValidator("param", schema, (result) => {
    if (!result.success) throw notFound(result.error.issues[0]?.message);
  });
