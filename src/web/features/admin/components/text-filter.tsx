import { useEffect, useState } from "react";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";

/**
 * A typed filter (a code, part of an email) applied when the admin presses Enter or leaves the field,
 * so the list is asked for once per value, not once per letter.
 */
export function TextFilter({
  id,
  label,
  placeholder,
  value,
  onApply,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string | undefined;
  onApply: (value: string) => void;
}) {
  const [text, setText] = useState(value ?? "");
  // Follow the address bar when it changes from elsewhere (back button, a link).
  useEffect(() => setText(value ?? ""), [value]);
  const apply = () => {
    if (text.trim() !== (value ?? "")) onApply(text.trim());
  };
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="search"
        placeholder={placeholder}
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === "Enter") apply();
        }}
      />
    </div>
  );
}
