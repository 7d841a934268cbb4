// Queues that one feature sends to and another works: the name is the whole contract between them, so
// neither imports the other. A feature's private queues stay in its own <feature>.jobs.ts.

/** New roles were listed (an ingestion pass, Run now or a CSV import): run the instant job alerts. */
export const NEW_ROLES_LISTED = "alerts.instant";
