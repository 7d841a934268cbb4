// Paths as the logs keep them. A secret that travels in the path (the private calendar feed's token,
// which the database keeps only as a hash) must not turn up in a log line that works as a link.

const SECRET_SEGMENTS: readonly [RegExp, string][] = [[/\/calendar\/[^/]+\.ics$/, "/calendar/[token].ics"]];

export function loggedPath(path: string): string {
  let logged = path;
  for (const [pattern, replacement] of SECRET_SEGMENTS) logged = logged.replace(pattern, replacement);
  return logged;
}
