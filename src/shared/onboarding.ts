import { z } from "zod";
import { NAME_MAX_VALIDATED, ONBOARDING_STORAGE_KEY } from "./constants";
import { VALIDATION } from "./messages";
import {
  CAREER_VISIONS,
  type Choice,
  CONTENT_PREFERENCES,
  COURSES,
  EDUCATION_STATUSES,
  EXPERIENCE_LEVELS,
  FINANCE_AREAS,
  JOB_UPDATE_FREQUENCIES,
  LOCATIONS,
  ONBOARDING_MESSAGES,
  ROLE_TYPES,
  SKILLS,
} from "./onboarding-choices";
import { sanitizeFreeText, sanitizeName, sanitizeShortText } from "./sanitize";

// spec 000 §2.9, §3 (Onboarding draft) and §4.5;. The draft's fields and defaults, the choices a
// UK finance candidate expects, and the one schema that validates the finished answers on the client
// and on the server. Every list choice has an `_other` text field for what the list lacks.

// The steps, choices, defaults and draft helpers live in onboarding-choices.ts, which has no zod.
export * from "./onboarding-choices";
export { ONBOARDING_STORAGE_KEY };

const values = (list: readonly Choice[]) => list.map((c) => c.value) as [string, ...string[]];

const NAME_PATTERN = new RegExp(`^[\\p{L} '-]{1,${NAME_MAX_VALIDATED}}$`, "u");
const name = (message: string) =>
  z
    .string()
    .transform(sanitizeName)
    .pipe(z.string().min(1, VALIDATION.required.text).regex(NAME_PATTERN, message));
const shortText = z.string().transform(sanitizeShortText);
const freeText = z.string().transform(sanitizeFreeText);
const oneOf = (list: readonly Choice[]) => z.enum(values(list));
const listOf = (list: readonly Choice[]) => z.array(oneOf(list)).transform((items) => [...new Set(items)]);

/** The finished answers, as the done step sends them and the server stores them. */
export const onboardingSchema = z
  .strictObject({
    firstName: name(VALIDATION.firstName.text),
    lastName: name(VALIDATION.lastName.text),
    university: shortText.pipe(z.string().min(1, ONBOARDING_MESSAGES.university)),
    education_status: z.enum(values(EDUCATION_STATUSES), { error: ONBOARDING_MESSAGES.educationStatus }),
    education_status_other: shortText,
    course_studied: oneOf(COURSES).nullable(),
    course_studied_other: shortText,
    university_name: shortText.nullable(),
    targeted_role_types: listOf(ROLE_TYPES).pipe(z.array(z.string()).min(1, ONBOARDING_MESSAGES.roleTypes)),
    targeted_role_types_other: shortText,
    targeted_finance_areas: listOf(FINANCE_AREAS).pipe(
      z.array(z.string()).min(1, ONBOARDING_MESSAGES.financeAreas),
    ),
    targeted_finance_areas_other: shortText,
    open_to_remote: z.boolean().nullable(),
    targeted_locations: listOf(LOCATIONS).pipe(z.array(z.string()).min(1, ONBOARDING_MESSAGES.locations)),
    targeted_locations_other: shortText,
    needs_visa_sponsorship: z.boolean().nullable(),
    relevant_experience: oneOf(EXPERIENCE_LEVELS).nullable(),
    relevant_experience_other: shortText,
    strongest_skills: listOf(SKILLS),
    strongest_skills_other: shortText,
    job_update_frequency: oneOf(JOB_UPDATE_FREQUENCIES),
    helpful_content_prefs: listOf(CONTENT_PREFERENCES),
    career_vision: oneOf(CAREER_VISIONS).nullable(),
    career_vision_other: freeText,
  })
  .superRefine((answers, ctx) => {
    // A chosen 'Other' needs its text, so the answer means something.
    const pairs: [boolean, string, keyof typeof answers][] = [
      [answers.education_status === "other", answers.education_status_other, "education_status_other"],
      [answers.course_studied === "other", answers.course_studied_other, "course_studied_other"],
      [
        answers.targeted_role_types.includes("other"),
        answers.targeted_role_types_other,
        "targeted_role_types_other",
      ],
      [
        answers.targeted_finance_areas.includes("other"),
        answers.targeted_finance_areas_other,
        "targeted_finance_areas_other",
      ],
      [
        answers.targeted_locations.includes("other"),
        answers.targeted_locations_other,
        "targeted_locations_other",
      ],
      [
        answers.relevant_experience === "other",
        answers.relevant_experience_other,
        "relevant_experience_other",
      ],
      [answers.strongest_skills.includes("other"), answers.strongest_skills_other, "strongest_skills_other"],
      [answers.career_vision === "other", answers.career_vision_other, "career_vision_other"],
    ];
    for (const [chosen, text, path] of pairs) {
      if (chosen && !text) ctx.addIssue({ code: "custom", path: [path], message: ONBOARDING_MESSAGES.other });
    }
  })
  // spec 000 §4.5: university_name is filled from university when it is still empty.
  .transform((answers) => ({ ...answers, university_name: answers.university_name || answers.university }));

export type OnboardingAnswers = z.output<typeof onboardingSchema>;
