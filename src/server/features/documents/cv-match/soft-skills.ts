import type { TermSpec } from "./text";

// Soft skills as postings ask for them (`asked`) and as CVs show them (`shown`). A recruiter believes a
// soft skill a bullet demonstrates more than one a profile claims, so `shown` lists the skill's name and
// the verbs and roles that evidence it: "presented", "debating" and "tutor" show communication.

export type SoftSkill = { id: string; label: string; asked: readonly TermSpec[]; shown: readonly TermSpec[] };

// biome-ignore format: one skill a line reads as a table
export const SOFT_SKILLS: readonly SoftSkill[] = [
  {
    id: "communication", label: "Communication",
    asked: ["communication", "communicate", "communicator", "written and verbal", "verbal", "presentation skills", "explain complex ideas", "explain a risk", "writing", "write clearly"],
    shown: ["communication", "presented", "presenting", "presentation", "presentations", "wrote", "writing", "written", "debating", "debate", "commentary", "newsletter", "pitched", "advised", "taught", "tutored", "tutor", "edited", "editor", "briefing", "mooting", "public speaking"],
  },
  {
    id: "teamwork", label: "Teamwork",
    asked: ["teamwork", "team player", "work well in a team", "work in a team", "working in a team", "collaborative", "collaboration", "collaborate", "team-working", "as part of a team", "work with others"],
    shown: ["teamwork", "team", "teams", "collaborated", "collaborating", "squad", "crew", "committee", "with the desk", "worked with"],
  },
  {
    id: "leadership", label: "Leadership",
    asked: ["leadership", "leader", "lead a team", "take ownership", "ownership"],
    shown: ["leadership", "led", "lead", "leading", "president", "vice president", "captain", "head of", "managing director", "founded", "co-founded", "chair", "chaired", "team lead", "coached", "mentored", "supervised"],
  },
  {
    id: "attention-to-detail", label: "Attention to detail",
    asked: ["attention to detail", "detail-oriented", "detail oriented", "accuracy", "accurate", "accurately", "meticulous", "methodical", "rigour", "rigor"],
    shown: ["attention to detail", "accuracy", "accurate", "accurately", "checked", "reconciled", "reconciliation", "reconciliations", "error", "errors", "discrepancies", "proofread", "without discrepancies", "flagged", "documented", "tested"],
  },
  {
    id: "problem-solving", label: "Problem solving",
    asked: ["problem-solving", "problem solving", "solve problems", "problem solver", "root cause", "resolve issues", "find solutions"],
    shown: ["problem-solving", "problem solving", "solved", "resolved", "resolve", "automated", "fixed", "root cause", "identified", "improved", "cut", "reduced"],
  },
  {
    id: "analytical", label: "Analytical skills",
    asked: ["analytical", "analytical skills", "analytical mind", "analytical ability", "analytical approach"],
    shown: ["analytical", "analysed", "analyzed", "analysis", "analyse", "researched", "research", "modelled", "evaluated", "assessed", "data", "statistics", "econometrics"],
  },
  {
    id: "numeracy", label: "Numeracy",
    asked: ["numerical", "numeracy", "numerate", "mental arithmetic", "quantitative skills", "numerical skills"],
    shown: ["numerical", "numeracy", "mathematics", "maths", "statistics", "calculated", "quantitative", "physics", "econometrics", "further mathematics", "financial mathematics", "actuarial"],
  },
  {
    id: "commercial-awareness", label: "Commercial awareness",
    asked: ["commercial awareness", "commercially aware", "commercial acumen", "business acumen", "how businesses make money", "how a business really makes money", "companies in the news", "wider economy"],
    shown: ["commercial awareness", "Financial Times", "FT", "newsletter", "annual reports", "business news", "market commentary", "deal news", "deals coverage", "results roundup", "club finances", "economy"],
  },
  {
    id: "markets-interest", label: "Interest in financial markets",
    asked: ["interest in financial markets", "interest in markets", "interest in the markets", "follow markets", "follow the markets", "interest in stock markets", "interest in investing", "passion for markets", "curiosity about the financial markets", "interest in financial markets and investing"],
    shown: ["investment society", "trading society", "trading competition", "trading challenge", "stock pitch", "portfolio", "Financial Times", "FT", "market commentary", "markets newsletter", "markets", "Bloomberg", "investing", "paper portfolio"],
  },
  {
    id: "resilience", label: "Resilience under pressure",
    asked: ["resilience", "resilient", "under pressure", "composure", "fast-paced", "tight deadlines", "tight deal deadlines", "calm under pressure"],
    shown: ["resilience", "under pressure", "time pressure", "deadline", "deadlines", "busy", "rush", "alongside my degree", "marathon", "half-marathon", "BUCS"],
  },
  {
    id: "organisation", label: "Organisation and time management",
    asked: ["organised", "organized", "organisation", "time management", "prioritise", "prioritize", "several deadlines", "manage several deadlines", "organised approach"],
    shown: ["organised", "organized", "organise", "coordinated", "coordinate", "scheduled", "prioritised", "deadline", "deadlines", "managed", "planned"],
  },
  {
    id: "relationships", label: "Client and relationship skills",
    asked: ["build relationships", "relationship building", "client-facing", "client relationships", "stakeholder", "stakeholders", "relationships with clients"],
    shown: ["client", "clients", "customer", "customers", "stakeholder", "stakeholders", "relationship", "relationships", "merchants", "members"],
  },
  {
    id: "initiative", label: "Initiative and curiosity",
    asked: ["initiative", "proactive", "self-starter", "curiosity", "curious", "intellectual curiosity", "drive"],
    shown: ["initiative", "founded", "co-founded", "launched", "self-taught", "independently", "own project", "personal portfolio", "course", "certificate", "blog", "competition", "hackathon", "Kaggle"],
  },
];

/** Asked for when a posting names none: what every finance recruiter looks for. */
export const DEFAULT_SOFT_SKILLS: readonly string[] = [
  "communication",
  "teamwork",
  "analytical",
  "attention-to-detail",
];
