import type { ReactNode } from "react";
import { ApiError } from "../../lib/api";
import { cn } from "../../lib/utils";
import { Button } from "./button";

/** The server's message for a failed call (the API's error shape), else the fallback. */
export function errorMessage(error: unknown, fallback = "Something went wrong. Please try again."): string {
  return error instanceof ApiError ? error.message : fallback;
}

/**
 * A member screen's "this could not be loaded" block: what failed, why, and a way to try again
 * without leaving the page.
 */
export function LoadError({
  children,
  onRetry,
  className,
}: {
  children: ReactNode;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <p
      role="alert"
      className={cn("rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800", className)}
    >
      {children}{" "}
      <Button variant="link" className="h-auto p-0" onClick={onRetry}>
        Try again
      </Button>
    </p>
  );
}
