import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError } from "../../lib/api";
import { toast } from "../../lib/toast";
import { Button } from "./button";
import { Notice } from "./notice";

/** A section's list: a short loading line, the error with Retry, or the content. */
export function QueryState<Data>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<Data>;
  what: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading {what}…
      </p>
    );
  }
  if (query.isError) {
    return (
      <Notice tone="error">
        Failed to load {what}: {query.error.message}{" "}
        <Button variant="link" className="h-auto p-0" onClick={() => query.refetch()}>
          Retry
        </Button>
      </Notice>
    );
  }
  return <>{children(query.data)}</>;
}

/**
 * Puts the server's per-field messages on the form's fields; anything else becomes a toast that says
 * what failed (the API's error shape, src/server/http/errors.ts).
 */
export function showFormError<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  fields: readonly Path<Values>[],
  error: Error,
  title: string,
) {
  const messages = error instanceof ApiError ? error.fields : {};
  const matched = fields.filter((name) => messages[name]);
  for (const name of matched) form.setError(name, { message: messages[name] });
  if (matched.length === 0) toast.error(title, { description: error.message });
}
