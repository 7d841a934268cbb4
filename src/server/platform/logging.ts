import pino, { type DestinationStream, type Level, type Logger } from "pino";

// Logs are JSON (pino). They never hold a password, token or cookie: named fields are redacted, and a
// failed query's values (the driver puts them in the error as `params`, and in its message after
// "params:") are removed from every logged error, since they can be session or reset tokens, emails or
// passwords.

const REDACT = {
  paths: ["password", "*.password", "token", "*.token", "headers.cookie", "*.headers.cookie"],
  censor: "[redacted]",
};

const withoutParams = (text: string) =>
  text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, "\nparams: [redacted]");

function scrub(value: unknown, depth = 0): unknown {
  if (!value || typeof value !== "object" || depth > 5) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === "params") out[key] = "[redacted]";
    else if (typeof item === "string" && (key === "message" || key === "stack"))
      out[key] = withoutParams(item);
    else out[key] = scrub(item, depth + 1);
  }
  return out;
}

/** pino's error serializer, then without the values of a failed query (also in its causes). */
export function serializeError(error: unknown): unknown {
  return scrub(pino.stdSerializers.errWithCause(error as Error));
}

/** Extra values logged beside a message (better-auth logs its failures this way): scrubbed alike. */
function serializeArgs(args: unknown): unknown {
  const each = (value: unknown) => (value instanceof Error ? serializeError(value) : scrub(value));
  return Array.isArray(args) ? args.map(each) : each(args);
}

export function createLogger(level: Level | "silent", destination?: DestinationStream): Logger {
  return pino(
    { level, redact: REDACT, serializers: { err: serializeError, args: serializeArgs } },
    // Every API request logs a line. Written asynchronously, lines that arrive while a write is under
    // way go out together in the next one instead of one blocking write each; pino writes whatever is
    // left before the process exits.
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
}
