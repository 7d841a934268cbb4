import { createHmac, timingSafeEqual } from "node:crypto";
import type { UnsubscribeScope } from "../../../shared/schemas/unsubscribe";

// Every announcement, job-alert and tracker reminder email carries a one-click unsubscribe link. The link
// names the member and what to stop, signed with the app's secret, so it works without signing in and
// cannot be forged for someone else. The visible link opens the /unsubscribe page, which asks before it
// changes anything (mail scanners open links); the header's link is the one-click POST (RFC 8058).

export type { UnsubscribeScope };

function signature(secret: string, userId: string, scope: UnsubscribeScope): string {
  return createHmac("sha256", secret).update(`unsubscribe:${scope}:${userId}`).digest("base64url");
}

export function unsubscribeUrl(
  appUrl: string,
  secret: string,
  userId: string,
  scope: UnsubscribeScope,
): string {
  const params = new URLSearchParams({ u: userId, s: scope, t: signature(secret, userId, scope) });
  return `${appUrl}/unsubscribe?${params}`;
}

export function verifyUnsubscribe(
  secret: string,
  userId: string,
  scope: UnsubscribeScope,
  token: string,
): boolean {
  const expected = Buffer.from(signature(secret, userId, scope));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** RFC 2369 and RFC 8058 headers, so mail clients show their own unsubscribe button. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  const post = url.replace("/unsubscribe?", "/api/unsubscribe?");
  return { "List-Unsubscribe": `<${post}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
