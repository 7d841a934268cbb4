import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import { documentsQuery } from "../api";

/** The member's CVs, newest first; with none, where to add one. */
export function CvPicker({
  id,
  value,
  onChange,
  label = "CV",
}: {
  id: string;
  value: string;
  onChange: (documentId: string) => void;
  label?: string;
}) {
  const query = useQuery(documentsQuery);
  const cvs = query.data?.documents.filter((d) => d.kind === "CV") ?? [];
  if (query.isPending) return <p className="text-sm text-slate-600">Loading your CVs…</p>;
  if (cvs.length === 0)
    return (
      <p className="text-sm text-slate-700">
        You have no CV yet.{" "}
        <Link to="/app/documents" className="font-medium text-brand-700 underline">
          Upload one or build one in Documents
        </Link>
        .
      </p>
    );
  return (
    <div className="min-w-0 space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value || cvs[0]?.id} onChange={(e) => onChange(e.target.value)}>
        {cvs.map((cv) => (
          <option key={cv.id} value={cv.id}>
            {cv.name} (version {cv.versions[0]?.version ?? 1})
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** The CV the picker shows when the member has not chosen one: their most recent. */
export function useDefaultCv(chosen: string) {
  const query = useQuery(documentsQuery);
  return chosen || query.data?.documents.find((d) => d.kind === "CV")?.id || "";
}
