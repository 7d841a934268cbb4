import { Plus } from "lucide-react";
import { useFieldArray } from "react-hook-form";
import { CV_LIMITS } from "../../../../../shared/schemas/cv";
import { Button } from "../../../../components/ui/button";
import { EntryFieldset } from "./entry-fieldset";
import { FormSection } from "./form-section";
import { emptyEducation } from "./form-values";
import { TextField } from "./text-field";
import { useCvForm } from "./use-cv-form";

/** Education comes first on a UK finance CV: university (with grade and modules), then school. */
export function EducationSection() {
  const form = useCvForm();
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: "education" });
  return (
    <FormSection title="Education" hint="Most recent first. Give your predicted or achieved grade.">
      {fields.map((field, index) => {
        return (
          <EntryFieldset
            key={field.id}
            name={`school ${index + 1}`}
            index={index}
            count={fields.length}
            onMove={move}
            onRemove={remove}
          >
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField name={`education.${index}.institution`} label="University or school" />
              <TextField
                name={`education.${index}.qualification`}
                label="Qualification"
                placeholder="BSc Economics"
              />
              <TextField name={`education.${index}.location`} label="Location" maxLength={CV_LIMITS.short} />
              <TextField name={`education.${index}.grade`} label="Grade" placeholder="Predicted 2:1" />
              <TextField
                name={`education.${index}.start`}
                label="Start"
                placeholder="Sep 2023"
                maxLength={CV_LIMITS.short}
              />
              <TextField
                name={`education.${index}.end`}
                label="End"
                placeholder="Jun 2026 (expected)"
                maxLength={CV_LIMITS.short}
              />
              <TextField
                name={`education.${index}.modules`}
                label="Relevant modules"
                placeholder="Econometrics, Corporate Finance"
                rows={2}
                maxLength={CV_LIMITS.long}
                className="sm:col-span-2"
              />
              <TextField
                name={`education.${index}.details`}
                label="Details (optional)"
                hint="A prize, scholarship or dissertation title."
                rows={2}
                maxLength={CV_LIMITS.long}
                className="sm:col-span-2"
              />
            </div>
          </EntryFieldset>
        );
      })}
      {fields.length < CV_LIMITS.entries && (
        <Button type="button" variant="secondary" size="sm" onClick={() => append(emptyEducation())}>
          <Plus aria-hidden className="size-4" />
          Add education
        </Button>
      )}
    </FormSection>
  );
}
