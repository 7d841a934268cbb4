// The company's public profiles, linked from the footer (spec 000 §2.2). Change them here only.
export const SOCIAL_PROFILES = [
  { network: "linkedin", label: "LinkedIn", url: "https://www.linkedin.com/company/finance-careers-uk" },
  { network: "x", label: "X (Twitter)", url: "https://x.com/financecareersuk" },
  { network: "instagram", label: "Instagram", url: "https://www.instagram.com/financecareersuk" },
] as const;

export type SocialNetwork = (typeof SOCIAL_PROFILES)[number]["network"];
