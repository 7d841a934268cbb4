// The kinds of role a member tracks and the feed lists (spec 000 §4.5), on their own: every tracker
// card shows its role type's label, and the rest of the onboarding choices need not come with it.

export const ROLE_TYPES = [
  { value: "insight_programme", label: "Insight day or programme" },
  { value: "spring_week", label: "Spring week" },
  { value: "summer_internship", label: "Summer internship" },
  { value: "off_cycle_internship", label: "Off-cycle internship" },
  { value: "industrial_placement", label: "Industrial placement (year in industry)" },
  { value: "graduate_programme", label: "Graduate programme" },
  { value: "full_time", label: "Full-time analyst or associate role" },
  { value: "other", label: "Other" },
] as const;
