// What the Help panel says, in one place so the tests and the screen agree.

/** The message box's id: the panel focuses it when it opens. */
export const HELP_MESSAGE_ID = "help-message";

export const HELP_TEXTS = {
  button: "Help",
  title: "Help",
  description: "Write to our support team. Replies appear here, and we let you know when one arrives.",
  conversation: "Your conversation with support",
  loading: "Loading your conversation...",
  loadFailed: "Could not load your conversation:",
  empty: "No messages yet. Write to us below and we will reply here.",
  resolved: "This conversation is marked resolved. Write again and it reopens.",
  message: "Message",
  urgent: "Urgent",
  urgentHint: "Tick this if it blocks an application or a deadline.",
  send: "Send",
  sending: "Sending...",
  sent: "Message sent. We will reply here.",
  sendFailed: "Could not send your message:",
  you: "You",
  support: "Support",
} as const;
