import { Plus } from "lucide-react";
import { type ReactNode, useId } from "react";
import { useFieldArray, useFormState, useWatch } from "react-hook-form";
import { CV_LIMITS } from "../../../../../shared/schemas/cv";
import { Button } from "../../../../components/ui/button";
import { Label } from "../../../../components/ui/label";
import { Textarea } from "../../../../components/ui/textarea";
import { BulletHelper } from "./bullet-helper";
import { applyVerb } from "./bullet-verbs";
import { EntryControls } from "./entry-controls";
import type { ExperienceList } from "./form-values";
import { useCvForm } from "./use-cv-form";

type BulletsPath = `${ExperienceList}.${number}.bullets`;

function BulletRow({
  path,
  index,
  label,
  controls,
}: {
  path: BulletsPath;
  index: number;
  label: string;
  controls: ReactNode;
}) {
  const id = useId();
  const form = useCvForm();
  const name = `${path}.${index}.text` as const;
  const text = useWatch({ control: form.control, name }) ?? "";
  const { error } = form.getFieldState(name, useFormState({ control: form.control, name }));
  const describedBy = [text.trim() ? `${id}-helper` : "", error ? `${id}-error` : ""].filter(Boolean);
  const applySuggestion = (verb: string) => {
    form.setValue(name, applyVerb(text, verb), { shouldDirty: true });
    // The suggestions vanish once the bullet is strong, so focus goes back to the bullet, not the page.
    form.setFocus(name);
  };
  return (
    <div className="min-w-0 space-y-1.5">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {controls}
      </div>
      <Textarea
        id={id}
        rows={2}
        // Grows with the bullet where the browser can, so a long bullet is read whole on a phone.
        className="min-h-16 field-sizing-content"
        maxLength={CV_LIMITS.bullet}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy.join(" ") || undefined}
        {...form.register(name)}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error.message}
        </p>
      )}
      <BulletHelper id={`${id}-helper`} text={text} label={label} onVerb={applySuggestion} />
    </div>
  );
}

/** The bullets of one experience or activity, each with the bullet helper under it. */
export function BulletList({ path, entryName }: { path: BulletsPath; entryName: string }) {
  const form = useCvForm();
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: path });
  return (
    <div className="space-y-3">
      {fields.map((field, index) => (
        <BulletRow
          key={field.id}
          path={path}
          index={index}
          label={`Bullet ${index + 1}`}
          controls={
            <EntryControls
              name={`bullet ${index + 1} of ${entryName}`}
              index={index}
              count={fields.length}
              onMove={move}
              onRemove={remove}
            />
          }
        />
      ))}
      {fields.length < CV_LIMITS.bullets && (
        <Button type="button" variant="secondary" size="sm" onClick={() => append({ text: "" })}>
          <Plus aria-hidden className="size-4" />
          Add bullet
        </Button>
      )}
    </div>
  );
}
