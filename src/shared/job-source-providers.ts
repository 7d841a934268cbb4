// The careers-board providers roles are read from, the shape of each one's identifiers (the same in
// JOB_SOURCES, the admin console and `npm run jobs:ingest`), and how a careers-site address names its
// provider and identifiers. Shared by the server's checks and the admin form.

export const BOARD_PROVIDERS = [
  "greenhouse",
  "lever",
  "workday",
  "oracle",
  "smartrecruiters",
  "ashby",
] as const;
export type BoardProvider = (typeof BOARD_PROVIDERS)[number];

export const PROVIDER_LABELS: Record<BoardProvider, string> = {
  greenhouse: "Greenhouse",
  lever: "Lever",
  workday: "Workday",
  oracle: "Oracle Recruiting Cloud",
  smartrecruiters: "SmartRecruiters",
  ashby: "Ashby",
};

/** What the identifiers field holds for each provider, with an example, for hints and errors. */
export const PROVIDER_TOKEN_HINTS: Record<BoardProvider, string> = {
  greenhouse: "The board token in boards.greenhouse.io/<token>.",
  lever: "The site name in jobs.lever.co/<site>.",
  workday: "HOST/TENANT/SITE, as in examplebank.wd3.myworkdayjobs.com/examplebank/Campus.",
  oracle: "HOST/SITE_NUMBER, as in abcd.fa.em2.oraclecloud.com/CX_1.",
  smartrecruiters: "The company in careers.smartrecruiters.com/<company>.",
  ashby: "The board name in jobs.ashbyhq.com/<board>.",
};

const HOST = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+";
// A path part, never "." or "..": the identifiers go into the provider's URL path as they are.
const PART = "(?!\\.{1,2}(?:/|$))[A-Za-z0-9_.-]{1,100}";
const TOKEN_SHAPES: Record<BoardProvider, RegExp> = {
  greenhouse: new RegExp(`^${PART}$`),
  lever: new RegExp(`^${PART}$`),
  smartrecruiters: new RegExp(`^${PART}$`),
  ashby: new RegExp(`^${PART}$`),
  workday: new RegExp(`^${HOST}/${PART}/${PART}$`),
  oracle: new RegExp(`^${HOST}/${PART}$`),
};

/** Host names are case-insensitive: stored in lower case so one site is one source. */
export function normaliseSourceToken(kind: BoardProvider, token: string): string {
  const trimmed = token.trim().replace(/^https?:\/\//i, "");
  if (kind !== "workday" && kind !== "oracle") return trimmed;
  const [host = "", ...rest] = trimmed.split("/");
  return [host.toLowerCase(), ...rest].join("/");
}

/** Why a source's identifiers are not of its provider's shape, or null when they are. */
export function sourceTokenProblem(kind: BoardProvider, token: string): string | null {
  if (TOKEN_SHAPES[kind].test(token)) return null;
  const shape =
    kind === "workday" || kind === "oracle"
      ? PROVIDER_TOKEN_HINTS[kind].replace(/\.$/, "")
      : "1-100 letters, digits, dots, dashes or underscores, as in the board's address";
  return `${PROVIDER_LABELS[kind]} needs ${shape}`;
}

/**
 * The provider and identifiers a careers-site address names, or null when it is not one we know:
 * - Workday: https://HOST/[locale/]SITE[/job/...] on *.myworkdayjobs.com (the tenant is the host's
 *   first label), or https://HOST/[locale/]TENANT/SITE on *.myworkdaysite.com (wd3.myworkdaysite.com/en-US/recruiting/tenant/site)
 * - Oracle: https://HOST/hcmUI/CandidateExperience/[locale/]sites/SITE_NUMBER[/...]
 * - SmartRecruiters: careers.smartrecruiters.com/COMPANY, jobs.smartrecruiters.com/COMPANY[/...]
 * - Ashby: jobs.ashbyhq.com/BOARD[/...]
 * - Greenhouse: boards.greenhouse.io/TOKEN, job-boards[.eu].greenhouse.io/TOKEN
 * - Lever: jobs.lever.co/SITE, jobs.eu.lever.co/SITE
 */
export function recogniseCareersUrl(address: string): { kind: BoardProvider; token: string } | null {
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(address.trim()) ? address.trim() : `https://${address.trim()}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean).map(decodeURIComponent);
  const locale = /^[a-z]{2}(-[A-Za-z]{2})?$/;
  const withoutLocale = locale.test(segments[0] ?? "") ? segments.slice(1) : segments;
  const found = (kind: BoardProvider, token: string | undefined) => {
    if (!token) return null;
    const normal = normaliseSourceToken(kind, token);
    return sourceTokenProblem(kind, normal) ? null : { kind, token: normal };
  };
  if (host.endsWith(".myworkdayjobs.com")) {
    const tenant = host.split(".")[0];
    const site = withoutLocale[0];
    return site && tenant ? found("workday", `${host}/${tenant}/${site}`) : null;
  }
  if (host.endsWith(".myworkdaysite.com")) {
    const rest = withoutLocale[0] === "recruiting" ? withoutLocale.slice(1) : withoutLocale;
    return rest[0] && rest[1] ? found("workday", `${host}/${rest[0]}/${rest[1]}`) : null;
  }
  const sites = segments.indexOf("sites");
  if (segments[0]?.toLowerCase() === "hcmui" && sites > 0)
    return found("oracle", `${host}/${segments[sites + 1]}`);
  if (host === "careers.smartrecruiters.com" || host === "jobs.smartrecruiters.com") {
    return found("smartrecruiters", segments[0]);
  }
  if (host === "jobs.ashbyhq.com") return found("ashby", segments[0]);
  if (/^(boards|job-boards)(\.eu)?\.greenhouse\.io$/.test(host)) return found("greenhouse", segments[0]);
  if (host === "jobs.lever.co" || host === "jobs.eu.lever.co") return found("lever", segments[0]);
  return null;
}
