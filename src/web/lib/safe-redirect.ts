/**
 * Only same-site paths are followed after sign-in, so a crafted link cannot send a user elsewhere.
 * Browsers drop tabs and line breaks from URLs ("/\t/evil.example" is read as "//evil.example"), so a
 * value with any control character is not followed either: the member lands on `fallback`.
 */
export function safeRedirect(value: string | null, fallback: string): string {
  if (!value || /\p{Cc}/u.test(value)) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}
