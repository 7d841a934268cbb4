import { DOCUMENT_KINDS, type DocumentKind } from "../../../../shared/schemas/documents";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import { cn } from "../../../lib/utils";

/** The document's kind: CV, Cover letter, Transcript or Other. */
export function KindSelect({
  id,
  value,
  onChange,
  className,
}: {
  id: string;
  value: DocumentKind;
  onChange: (kind: DocumentKind) => void;
  className?: string;
}) {
  return (
    <div className={cn("space-y-1", className)}>
      <Label htmlFor={id}>Kind</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as DocumentKind)}>
        {DOCUMENT_KINDS.map((k) => (
          <option key={k} value={k}>
            {k}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
