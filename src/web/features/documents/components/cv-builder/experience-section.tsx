import { Plus } from "lucide-react";
import { useFieldArray } from "react-hook-form";
import { CV_LIMITS } from "../../../../../shared/schemas/cv";
import { Button } from "../../../../components/ui/button";
import { BulletList } from "./bullet-list";
import { EntryFieldset } from "./entry-fieldset";
import { FormSection } from "./form-section";
import { type ExperienceList, emptyExperience } from "./form-values";
import { TextField } from "./text-field";
import { useCvForm } from "./use-cv-form";

/** Experience, or Leadership and activities: the same shape, each entry a role with its bullets. */
export function ExperienceSection({
  list,
  title,
  hint,
  entryName,
}: {
  list: ExperienceList;
  title: string;
  hint: string;
  /** What one entry is called: "role", "activity". */
  entryName: string;
}) {
  const form = useCvForm();
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: list });
  return (
    <FormSection title={title} hint={hint}>
      {fields.map((field, index) => {
        const name = `${entryName} ${index + 1}`;
        return (
          <EntryFieldset
            key={field.id}
            name={name}
            index={index}
            count={fields.length}
            onMove={move}
            onRemove={remove}
          >
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField name={`${list}.${index}.role`} label="Role" placeholder="Summer Analyst" />
              <TextField name={`${list}.${index}.organisation`} label="Firm or organisation" />
              <TextField name={`${list}.${index}.location`} label="Location" maxLength={CV_LIMITS.short} />
              <div className="grid grid-cols-2 gap-3">
                <TextField
                  name={`${list}.${index}.start`}
                  label="Start"
                  placeholder="Jun 2025"
                  maxLength={CV_LIMITS.short}
                />
                <TextField
                  name={`${list}.${index}.end`}
                  label="End"
                  placeholder="Aug 2025"
                  maxLength={CV_LIMITS.short}
                />
              </div>
            </div>
            <BulletList path={`${list}.${index}.bullets`} entryName={name} />
          </EntryFieldset>
        );
      })}
      {fields.length < CV_LIMITS.entries && (
        <Button type="button" variant="secondary" size="sm" onClick={() => append(emptyExperience())}>
          <Plus aria-hidden className="size-4" />
          Add {entryName}
        </Button>
      )}
    </FormSection>
  );
}
