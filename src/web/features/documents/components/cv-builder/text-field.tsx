import { useId } from "react";
import { useFormState } from "react-hook-form";
import { FormField, fieldProps } from "../../../../components/ui/form-field";
import { Input } from "../../../../components/ui/input";
import { Textarea } from "../../../../components/ui/textarea";
import { cn } from "../../../../lib/utils";
import { type CvFieldPath, useCvForm } from "./use-cv-form";

/** One labelled CV field bound to the form, with its error under it. */
export function TextField({
  name,
  label,
  hint,
  rows,
  maxLength = 150,
  className,
  ...inputProps
}: {
  name: CvFieldPath;
  label: string;
  hint?: string;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  maxLength?: number;
  className?: string;
  placeholder?: string;
  autoComplete?: string;
  type?: "text" | "email" | "tel" | "url";
}) {
  const id = useId();
  const form = useCvForm();
  const { error } = form.getFieldState(name, useFormState({ control: form.control, name }));
  const props = { ...fieldProps(id, error?.message), maxLength, ...form.register(name) };
  return (
    <div className={cn("min-w-0", className)}>
      <FormField id={id} label={label} error={error?.message} hint={hint}>
        {rows ? (
          <Textarea rows={rows} placeholder={inputProps.placeholder} {...props} />
        ) : (
          <Input {...inputProps} {...props} />
        )}
      </FormField>
    </div>
  );
}
