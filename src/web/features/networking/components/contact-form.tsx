import { type FormEvent, type ReactNode, useId, useState } from "react";
import {
  CADENCE_PRESETS,
  CONTACT_STAGES,
  type ContactCreateInput,
  contactCreateSchema,
  MET_VIA,
  splitTags,
} from "../../../../shared/schemas/networking";
import { Button } from "../../../components/ui/button";
import { FormField, fieldProps } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { Textarea } from "../../../components/ui/textarea";

// A contact's fields, for Add contact and Edit. Checked with the schema the server applies, so a bad
// LinkedIn link or email is caught before the request; the server's own field messages land here too.

export type ContactFormValues = {
  name: string;
  firm: string;
  role: string;
  team: string;
  met_via: string;
  university: string;
  email: string;
  linkedin_url: string;
  tags: string;
  stage: string;
  notes: string;
  /** "" (the member's default), a preset's days, or "custom" with `custom_days`. */
  cadence: string;
  custom_days: string;
};
type Field = keyof ContactFormValues;
export type FieldErrors = Partial<Record<Field, string>>;

export const EMPTY_CONTACT: ContactFormValues = {
  name: "",
  firm: "",
  role: "",
  team: "",
  met_via: "",
  university: "",
  email: "",
  linkedin_url: "",
  tags: "",
  stage: "identified",
  notes: "",
  cadence: "",
  custom_days: "",
};

/** The cadence controls' values for a contact's stored days (null: the default). */
export function cadenceValues(days: number | null): Pick<ContactFormValues, "cadence" | "custom_days"> {
  if (days === null) return { cadence: "", custom_days: "" };
  if (CADENCE_PRESETS.some((p) => p.days === days)) return { cadence: String(days), custom_days: "" };
  return { cadence: "custom", custom_days: String(days) };
}

export function toInput(values: ContactFormValues): ContactCreateInput {
  const { cadence, custom_days, ...fields } = values;
  return {
    ...fields,
    met_via: (values.met_via || null) as ContactCreateInput["met_via"],
    stage: values.stage as ContactCreateInput["stage"],
    tags: splitTags(values.tags),
    follow_up_days:
      cadence === "" ? null : Number(cadence === "custom" ? custom_days.trim() || Number.NaN : cadence),
  };
}

/** The schema's first message for each field, or null when the values pass. */
export function checkContact(values: ContactFormValues): FieldErrors | null {
  const parsed = contactCreateSchema.safeParse(toInput(values));
  if (parsed.success) return null;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    // The cadence's one number comes from two controls: its message goes where the number was typed.
    const key =
      issue.path[0] === "follow_up_days"
        ? values.cadence === "custom"
          ? "custom_days"
          : "cadence"
        : issue.path[0];
    errors[key as Field] ??= issue.message;
  }
  return errors;
}

export function ContactForm({
  initial,
  submitLabel,
  busyLabel,
  busy,
  serverErrors,
  onSubmit,
  onCancel,
  notice,
}: {
  initial: ContactFormValues;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  serverErrors?: FieldErrors;
  onSubmit: (values: ContactFormValues) => void;
  onCancel: () => void;
  notice?: ReactNode;
}) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState<FieldErrors>({});
  const errors = { ...serverErrors, ...checked };
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const props = (field: Field) => ({
    ...fieldProps(`${id}-${field}`, errors[field]),
    value: values[field],
    onChange: set(field),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = checkContact(values);
    setChecked(problems ?? {});
    if (!problems) onSubmit(values);
  };
  const field = (name: Field, label: string, control: ReactNode, hint?: string) => (
    <FormField id={`${id}-${name}`} label={label} error={errors[name]} hint={hint}>
      {control}
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {notice}
      {field("name", "Name", <Input {...props("name")} autoComplete="off" />)}
      <div className="grid gap-4 sm:grid-cols-2">
        {field("firm", "Firm", <Input {...props("firm")} autoComplete="off" />)}
        {field("role", "Role", <Input {...props("role")} autoComplete="off" />)}
        {field("team", "Team", <Input {...props("team")} autoComplete="off" />)}
        {field(
          "met_via",
          "How we met",
          <NativeSelect {...props("met_via")}>
            <option value="">Not set</option>
            {MET_VIA.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </NativeSelect>,
        )}
        {field("university", "University", <Input {...props("university")} />)}
        {field(
          "stage",
          "Stage",
          <NativeSelect {...props("stage")}>
            {CONTACT_STAGES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect>,
        )}
        {field(
          "email",
          "Email",
          <Input {...props("email")} type="email" inputMode="email" autoComplete="off" />,
        )}
        {field(
          "linkedin_url",
          "LinkedIn URL",
          <Input
            {...props("linkedin_url")}
            type="url"
            inputMode="url"
            placeholder="https://www.linkedin.com/in/…"
          />,
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          "cadence",
          "Follow-up cadence",
          <NativeSelect {...props("cadence")}>
            <option value="">My default cadence</option>
            {CADENCE_PRESETS.map((p) => (
              <option key={p.days} value={p.days}>
                {p.label}
              </option>
            ))}
            <option value="custom">Custom number of days</option>
          </NativeSelect>,
          "How long after a chat or call to remind you to follow up with this contact.",
        )}
        {values.cadence === "custom" &&
          field(
            "custom_days",
            "Days between follow-ups",
            <Input {...props("custom_days")} type="number" inputMode="numeric" min={1} max={180} />,
            "From 1 to 180 days.",
          )}
      </div>
      {field(
        "tags",
        "Tags",
        <Input {...props("tags")} />,
        "Separate tags with commas, e.g. alumni, M&A, London.",
      )}
      {field("notes", "Notes", <Textarea {...props("notes")} rows={4} />)}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
