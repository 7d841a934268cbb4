// A small cookie jar for app.request(): better-auth answers with Set-Cookie headers (session token,
// and expired ones on sign-out); the next request sends what is still alive as one Cookie header.

function parseCookieHeader(header: string | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of header?.split(";") ?? []) {
    const at = part.indexOf("=");
    if (at > 0) jar.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return jar;
}

function isExpired(value: string, attributes: string[]): boolean {
  if (value === "") return true;
  for (const attribute of attributes) {
    const [key = "", raw = ""] = attribute.split("=").map((s) => s.trim());
    if (key.toLowerCase() === "max-age" && Number(raw) <= 0) return true;
    if (key.toLowerCase() === "expires" && Date.parse(raw) <= Date.now()) return true;
  }
  return false;
}

/** The Cookie header after applying the response's Set-Cookie lines to `cookie`. */
export function applySetCookies(cookie: string | undefined, response: Response): string {
  const jar = parseCookieHeader(cookie);
  for (const line of response.headers.getSetCookie()) {
    const [pair = "", ...attributes] = line.split(";");
    const at = pair.indexOf("=");
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (isExpired(value, attributes)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** The raw value of one cookie, e.g. better-auth's session token. */
export function cookieValue(cookie: string, name: string): string | undefined {
  return parseCookieHeader(cookie).get(name);
}
