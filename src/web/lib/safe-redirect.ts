/** Only same-site paths are followed after sign-in, so a crafted link cannot send a user elsewhere. */
export function safeRedirect(value: string | null, fallback: string): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}
