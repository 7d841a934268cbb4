// The company's public profiles, linked from the footer (spec 000 §2.2). Change them here only.
export const SOCIAL_PROFILES = [
  { network: "linkedin", label: "LinkedIn", url: "https://www.linkedin.com/company/finance-careers-uk" },
  { network: "x", label: "X (Twitter)", url: "https://x.com/financecareersuk" },
  { network: "instagram", label: "Instagram", url: "https://www.instagram.com/financecareersuk" },
] as const;

export type SocialNetwork = (typeof SOCIAL_PROFILES)[number]["network"];

// The public address of the site. Canonical links, Open Graph URLs, share links and the sitemap are
// built from this one value, so moving domains is a one-line change.
export const SITE_URL = "https://financecareers.co.uk";
export const SITE_NAME = "Finance Careers";

/** An absolute URL on the public site for a path such as "/blog/1". */
export function absoluteUrl(path: string): string {
  return new URL(path, SITE_URL).toString();
}

// Who runs the service, as named in the privacy policy, terms and careers page (spec 000 §2.1 asks
// for real contacts, not placeholders). The operator confirms these before launch; no registration
// numbers are quoted anywhere until real ones exist.
export const COMPANY = {
  legalName: "Finance Careers Ltd",
  addressLine: "London, United Kingdom",
} as const;

export const CONTACT_EMAILS = {
  support: "support@financecareers.co.uk",
  privacy: "privacy@financecareers.co.uk",
  careers: "careers@financecareers.co.uk",
} as const;

/**
 * Pages the browser routes without a prerendered file (the signed-in areas, and the reset and unsubscribe
 * pages whose tokens are in their addresses): the server answers their paths with the app. Any other path that was not
 * prerendered does not exist and answers 404. src/web/app/routes.test.ts keeps this list complete.
 */
export const CLIENT_ROUTED_PREFIXES = [
  "/app",
  "/admin",
  "/onboard",
  "/reset-password",
  "/unsubscribe",
] as const;
