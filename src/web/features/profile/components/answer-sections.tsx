import {
  CAREER_VISIONS,
  CONTENT_PREFERENCES,
  COURSES,
  EDUCATION_STATUSES,
  EXPERIENCE_LEVELS,
  FINANCE_AREAS,
  JOB_UPDATE_FREQUENCIES,
  LOCATIONS,
  type OnboardingDraft,
  ROLE_TYPES,
  SKILLS,
} from "../../../../shared/onboarding-choices";
import { FormField, fieldProps } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { MultiChoice, SingleChoice, YesNoChoice } from "./choice-group";

// The groups of answers of spec 000 §4.5, shared by the onboarding steps and the profile page.

export type AnswerErrors = Partial<Record<keyof OnboardingDraft, string>>;
export type SectionProps = {
  draft: OnboardingDraft;
  update: (changes: Partial<OnboardingDraft>) => void;
  errors: AnswerErrors;
};

function OtherText({
  show,
  label,
  field,
  draft,
  update,
  errors,
}: SectionProps & { show: boolean; label: string; field: keyof OnboardingDraft }) {
  if (!show) return null;
  const id = `onboarding-${field}`;
  return (
    <FormField id={id} label={label} error={errors[field]}>
      <Input
        {...fieldProps(id, errors[field])}
        value={String(draft[field] ?? "")}
        maxLength={200}
        onChange={(event) => update({ [field]: event.target.value })}
      />
    </FormField>
  );
}

export function PersonalDetails({ draft, update, errors }: SectionProps) {
  const text = (field: "firstName" | "lastName" | "university", label: string, autoComplete: string) => {
    const id = `onboarding-${field}`;
    return (
      <FormField id={id} label={label} error={errors[field]}>
        <Input
          {...fieldProps(id, errors[field])}
          autoComplete={autoComplete}
          value={draft[field]}
          onChange={(event) => update({ [field]: event.target.value })}
        />
      </FormField>
    );
  };
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text("firstName", "First name", "given-name")}
        {text("lastName", "Last name", "family-name")}
      </div>
      {text("university", "University or school", "organization")}
    </div>
  );
}

export function EducationBackground(props: SectionProps) {
  const { draft, update, errors } = props;
  const id = "onboarding-university_name";
  return (
    <div className="space-y-6">
      <SingleChoice
        legend="Where are you in your studies?"
        options={EDUCATION_STATUSES}
        value={draft.education_status}
        onChange={(value) => update({ education_status: value })}
        error={errors.education_status}
      />
      <OtherText
        {...props}
        show={draft.education_status === "other"}
        label="Your stage"
        field="education_status_other"
      />
      <SingleChoice
        legend="What do you study (or did you study)?"
        options={COURSES}
        value={draft.course_studied}
        onChange={(value) => update({ course_studied: value })}
      />
      <OtherText
        {...props}
        show={draft.course_studied === "other"}
        label="Your course"
        field="course_studied_other"
      />
      <FormField
        id={id}
        label="University name as it appears on your degree"
        hint="Leave it empty to use the university you gave with your name."
        error={errors.university_name}
      >
        <Input
          {...fieldProps(id, errors.university_name)}
          value={draft.university_name ?? ""}
          placeholder={draft.university}
          onChange={(event) => update({ university_name: event.target.value || null })}
        />
      </FormField>
    </div>
  );
}

export function CareerGoals(props: SectionProps) {
  const { draft, update, errors } = props;
  return (
    <div className="space-y-6">
      <MultiChoice
        legend="Which roles are you looking for?"
        hint="Choose all that apply."
        options={ROLE_TYPES}
        value={draft.targeted_role_types}
        onChange={(value) => update({ targeted_role_types: value })}
        error={errors.targeted_role_types}
      />
      <OtherText
        {...props}
        show={draft.targeted_role_types.includes("other")}
        label="Other role types"
        field="targeted_role_types_other"
      />
      <MultiChoice
        legend="Which areas of finance interest you?"
        options={FINANCE_AREAS}
        value={draft.targeted_finance_areas}
        onChange={(value) => update({ targeted_finance_areas: value })}
        error={errors.targeted_finance_areas}
      />
      <OtherText
        {...props}
        show={draft.targeted_finance_areas.includes("other")}
        label="Other areas"
        field="targeted_finance_areas_other"
      />
      <MultiChoice
        legend="Where would you like to work?"
        options={LOCATIONS}
        value={draft.targeted_locations}
        onChange={(value) => update({ targeted_locations: value })}
        error={errors.targeted_locations}
      />
      <OtherText
        {...props}
        show={draft.targeted_locations.includes("other")}
        label="Other locations"
        field="targeted_locations_other"
      />
      <YesNoChoice
        legend="Are you open to remote or hybrid roles?"
        value={draft.open_to_remote}
        onChange={(value) => update({ open_to_remote: value })}
      />
      <YesNoChoice
        legend="Will you need visa sponsorship to work in the UK?"
        value={draft.needs_visa_sponsorship}
        onChange={(value) => update({ needs_visa_sponsorship: value })}
      />
    </div>
  );
}

export function ExperienceSkills(props: SectionProps) {
  const { draft, update } = props;
  return (
    <div className="space-y-6">
      <SingleChoice
        legend="What is your most relevant experience so far?"
        options={EXPERIENCE_LEVELS}
        value={draft.relevant_experience}
        onChange={(value) => update({ relevant_experience: value })}
      />
      <OtherText
        {...props}
        show={draft.relevant_experience === "other"}
        label="Your experience"
        field="relevant_experience_other"
      />
      <MultiChoice
        legend="What are your strongest skills?"
        hint="Choose all that apply."
        options={SKILLS}
        value={draft.strongest_skills}
        onChange={(value) => update({ strongest_skills: value })}
      />
      <OtherText
        {...props}
        show={draft.strongest_skills.includes("other")}
        label="Other skills"
        field="strongest_skills_other"
      />
    </div>
  );
}

export function NotificationPreferences({ draft, update }: SectionProps) {
  return (
    <div className="space-y-6">
      <SingleChoice
        legend="How often should we email you about new roles?"
        options={JOB_UPDATE_FREQUENCIES}
        value={draft.job_update_frequency}
        onChange={(value) => update({ job_update_frequency: value })}
      />
      <MultiChoice
        legend="What else would help you?"
        hint="We use this to choose the guides and reminders we send."
        options={CONTENT_PREFERENCES}
        value={draft.helpful_content_prefs}
        onChange={(value) => update({ helpful_content_prefs: value })}
      />
    </div>
  );
}

export function CareerVision(props: SectionProps) {
  const { draft, update, errors } = props;
  const id = "onboarding-career_vision_other";
  return (
    <div className="space-y-6">
      <SingleChoice
        legend="In five years, where would you like to be?"
        options={CAREER_VISIONS}
        value={draft.career_vision}
        onChange={(value) => update({ career_vision: value })}
      />
      {draft.career_vision === "other" && (
        <FormField id={id} label="Describe it in your own words" error={errors.career_vision_other}>
          <textarea
            {...fieldProps(id, errors.career_vision_other)}
            rows={4}
            maxLength={1000}
            className="w-full rounded-md border border-slate-300 p-3 text-sm aria-[invalid=true]:border-red-500"
            value={draft.career_vision_other}
            onChange={(event) => update({ career_vision_other: event.target.value })}
          />
        </FormField>
      )}
    </div>
  );
}
