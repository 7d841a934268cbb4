import { CV_LIMITS } from "../../../../../shared/schemas/cv";
import { FormSection } from "./form-section";
import { TextField } from "./text-field";

/** The last section: skills, languages, certifications and interests, each one line on the CV. */
export function SkillsFields() {
  const field = { rows: 2, maxLength: CV_LIMITS.long } as const;
  return (
    <FormSection
      title="Skills and interests"
      hint="Be specific: name the software, the level of a language, an interest you could talk about."
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          name="skills.technical"
          label="Technical skills"
          placeholder="Excel (VBA), Python"
          {...field}
        />
        <TextField name="skills.languages" label="Languages" placeholder="French (fluent)" {...field} />
        <TextField
          name="skills.certifications"
          label="Certifications"
          placeholder="Bloomberg Market Concepts"
          {...field}
        />
        <TextField name="skills.interests" label="Interests" placeholder="Chess, half marathons" {...field} />
      </div>
    </FormSection>
  );
}
