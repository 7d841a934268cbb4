// spec 000 §2.9, §3 (Onboarding draft) and §4.5: the onboarding steps, the draft's fields and defaults
// and the choices a UK finance candidate expects. Screens that only show these labels (the tracker's
// role types, the job feed's filters) import them from here: onboarding.ts also defines the zod schema
// for the finished answers, and importing anything from it downloads all of zod.

export const ONBOARDING_STEPS = [
  "welcome",
  "personal-details",
  "education-background",
  "career-goals",
  "experience-skills",
  "notification-preferences",
  "career-vision",
  "done",
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export type Choice = { value: string; label: string };
const choices = <const T extends readonly Choice[]>(list: T) => list;

export { ROLE_TYPES } from "./role-types";

export const EDUCATION_STATUSES = choices([
  { value: "sixth_form", label: "Sixth form or college (A-levels, IB)" },
  { value: "undergraduate_first_year", label: "Undergraduate, first year" },
  { value: "undergraduate_penultimate", label: "Undergraduate, penultimate year" },
  { value: "undergraduate_final", label: "Undergraduate, final year" },
  { value: "masters", label: "Master's student (MSc, MFin, MBA)" },
  { value: "phd", label: "PhD student" },
  { value: "graduate", label: "Graduate, working or looking" },
  { value: "career_changer", label: "Career changer" },
  { value: "other", label: "Other" },
]);

export const COURSES = choices([
  { value: "economics", label: "Economics" },
  { value: "finance_accounting", label: "Finance or Accounting" },
  { value: "business_management", label: "Business or Management" },
  { value: "mathematics_statistics", label: "Mathematics or Statistics" },
  { value: "physics_engineering", label: "Physics or Engineering" },
  { value: "computer_science", label: "Computer Science" },
  { value: "law", label: "Law" },
  { value: "humanities", label: "History, Politics or other humanities" },
  { value: "sciences", label: "Natural sciences" },
  { value: "languages", label: "Languages" },
  { value: "other", label: "Other" },
]);

export const FINANCE_AREAS = choices([
  { value: "investment_banking", label: "Investment banking (M&A, ECM, DCM)" },
  { value: "sales_trading", label: "Sales & trading" },
  { value: "asset_management", label: "Asset management" },
  { value: "private_equity", label: "Private equity" },
  { value: "hedge_funds", label: "Hedge funds" },
  { value: "equity_research", label: "Equity research" },
  { value: "venture_capital", label: "Venture capital" },
  { value: "wealth_management", label: "Wealth management" },
  { value: "corporate_banking", label: "Corporate banking" },
  { value: "risk", label: "Risk" },
  { value: "quant", label: "Quantitative finance" },
  { value: "fintech", label: "Fintech" },
  { value: "corporate_finance", label: "Corporate finance and transaction services" },
  { value: "other", label: "Other" },
]);

export const LOCATIONS = choices([
  { value: "london", label: "London" },
  { value: "edinburgh", label: "Edinburgh" },
  { value: "manchester", label: "Manchester" },
  { value: "birmingham", label: "Birmingham" },
  { value: "leeds", label: "Leeds" },
  { value: "glasgow", label: "Glasgow" },
  { value: "bristol", label: "Bristol" },
  { value: "uk_other", label: "Elsewhere in the UK" },
  { value: "dublin", label: "Dublin" },
  { value: "paris", label: "Paris" },
  { value: "frankfurt", label: "Frankfurt" },
  { value: "amsterdam", label: "Amsterdam" },
  { value: "zurich", label: "Zurich" },
  { value: "new_york", label: "New York" },
  { value: "hong_kong", label: "Hong Kong" },
  { value: "singapore", label: "Singapore" },
  { value: "dubai", label: "Dubai" },
  { value: "other", label: "Other" },
]);

export const EXPERIENCE_LEVELS = choices([
  { value: "none", label: "No finance experience yet" },
  { value: "insight", label: "Insight days or virtual experiences" },
  { value: "society", label: "Finance or investment society role" },
  { value: "spring_week", label: "A spring week" },
  { value: "internship", label: "A finance internship" },
  { value: "placement", label: "A placement year" },
  { value: "full_time", label: "Full-time finance experience" },
  { value: "other", label: "Other" },
]);

export const SKILLS = choices([
  { value: "financial_modelling", label: "Financial modelling" },
  { value: "valuation", label: "Valuation (DCF, comparables)" },
  { value: "excel", label: "Excel" },
  { value: "accounting", label: "Accounting" },
  { value: "market_knowledge", label: "Markets knowledge" },
  { value: "python", label: "Python or other programming" },
  { value: "data_analysis", label: "Data analysis" },
  { value: "presentation", label: "Presentations and PowerPoint" },
  { value: "communication", label: "Written communication" },
  { value: "teamwork", label: "Teamwork and leadership" },
  { value: "languages", label: "Foreign languages" },
  { value: "other", label: "Other" },
]);

export const JOB_UPDATE_FREQUENCIES = choices([
  { value: "instant", label: "As soon as a matching role opens" },
  { value: "daily_summary", label: "A daily summary" },
  { value: "weekly_summary", label: "A weekly summary" },
  { value: "none", label: "No job alerts by email" },
]);

export const CONTENT_PREFERENCES = choices([
  { value: "application_deadlines", label: "Application deadlines" },
  { value: "interview_guides", label: "Interview guides" },
  { value: "technical_questions", label: "Technical question practice" },
  { value: "market_news", label: "Market news explained" },
  { value: "cv_cover_letters", label: "CV and cover letter advice" },
  { value: "networking", label: "Networking tips" },
  { value: "firm_profiles", label: "Firm profiles" },
  { value: "salary_insights", label: "Salary insights" },
]);

export const CAREER_VISIONS = choices([
  { value: "front_office_banking", label: "A front-office career in investment banking" },
  { value: "buy_side", label: "Move to the buy side (PE, hedge funds, asset management)" },
  { value: "markets", label: "Trade or structure in global markets" },
  { value: "entrepreneur", label: "Build or back companies (VC, start-ups)" },
  { value: "corporate_leadership", label: "Lead finance inside a company (CFO track)" },
  { value: "exploring", label: "Still exploring" },
  { value: "other", label: "Other" },
]);
/** spec 000 §3: the draft exactly as stored under `onboardingState`, with its defaults. */
export const ONBOARDING_DEFAULTS = {
  firstName: "",
  lastName: "",
  university: "",
  education_status: null as string | null,
  education_status_other: "",
  course_studied: null as string | null,
  course_studied_other: "",
  university_name: null as string | null,
  targeted_role_types: [] as string[],
  targeted_role_types_other: "",
  targeted_finance_areas: [] as string[],
  targeted_finance_areas_other: "",
  open_to_remote: null as boolean | null,
  targeted_locations: [] as string[],
  targeted_locations_other: "",
  needs_visa_sponsorship: null as boolean | null,
  relevant_experience: null as string | null,
  relevant_experience_other: "",
  strongest_skills: [] as string[],
  strongest_skills_other: "",
  job_update_frequency: "daily_summary" as string,
  helpful_content_prefs: [] as string[],
  career_vision: null as string | null,
  career_vision_other: "",
};
export type OnboardingDraft = typeof ONBOARDING_DEFAULTS;

export const ONBOARDING_MESSAGES = {
  university: "Please enter your university or school.",
  educationStatus: "Please choose where you are in your studies.",
  roleTypes: "Please choose at least one type of role.",
  financeAreas: "Please choose at least one area of finance.",
  locations: "Please choose at least one location.",
  other: "Please say what 'Other' means for you.",
} as const;

/** spec 000 §3/§4.5: a stored draft merged over the defaults; anything unreadable falls back to them. */
export function mergeDraft(stored: unknown): OnboardingDraft {
  const merged: Record<string, unknown> = structuredClone(ONBOARDING_DEFAULTS);
  if (!stored || typeof stored !== "object" || Array.isArray(stored)) return merged as OnboardingDraft;
  for (const [key, fallback] of Object.entries(ONBOARDING_DEFAULTS)) {
    const value = (stored as Record<string, unknown>)[key];
    if (value === undefined) continue;
    const sameShape = Array.isArray(fallback)
      ? Array.isArray(value) && value.every((v) => typeof v === "string")
      : fallback === null
        ? value === null || typeof value === "string" || typeof value === "boolean"
        : typeof value === typeof fallback;
    if (sameShape) merged[key] = value;
  }
  return merged as OnboardingDraft;
}

/** The first step whose required answers are missing, so a returning member resumes there. */
export function firstIncompleteStep(draft: OnboardingDraft): OnboardingStep {
  if (!draft.firstName || !draft.lastName || !draft.university) return "personal-details";
  if (!draft.education_status) return "education-background";
  if (
    !draft.targeted_role_types.length ||
    !draft.targeted_finance_areas.length ||
    !draft.targeted_locations.length
  )
    return "career-goals";
  return "done";
}
