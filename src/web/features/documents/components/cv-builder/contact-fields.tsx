import { FormSection } from "./form-section";
import { TextField } from "./text-field";

/** The contact line at the top of the CV. */
export function ContactFields() {
  return (
    <FormSection
      title="Contact details"
      hint="One line under your name. Leave out your photo, age and address."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="contact.fullName" label="Full name" autoComplete="name" maxLength={100} />
        <TextField name="contact.email" label="Email" type="email" autoComplete="email" maxLength={254} />
        <TextField name="contact.phone" label="Phone" type="tel" autoComplete="tel" maxLength={40} />
        <TextField
          name="contact.location"
          label="Location"
          autoComplete="address-level2"
          placeholder="London"
          maxLength={100}
        />
        <TextField
          name="contact.linkedin"
          label="LinkedIn"
          type="url"
          placeholder="linkedin.com/in/your-name"
          maxLength={300}
          className="sm:col-span-2"
        />
      </div>
    </FormSection>
  );
}
