// spec 000 §2.12 and §8: the notification texts, verbatim.
export const NOTIFICATION_TEXTS = {
  open: "Open notifications",
  title: "Notifications",
  markAll: "Mark all as read",
  loading: "Loading notifications...",
  loadFailed: "Failed to load notifications.",
  empty: "You have no notifications.",
  markOneFailed: "Failed to mark as read.",
  markAllFailed: "Failed to mark all as read.",
  markAllDone: "All notifications marked as read.",
} as const;

/** The server's (or the network's) message, else the spec's fallback. */
export function messageOr(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
