import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { type DocumentKind, documentUpdateSchema } from "../../../../shared/schemas/documents";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Notice } from "../../../components/ui/notice";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { DOCUMENTS_KEY, type DocumentItem, deleteDocument, updateDocument } from "../api";
import { KindSelect } from "./kind-select";

// Rename (and re-file under another kind) and delete after confirming. Both keep the dialog open with
// what was typed when the server refuses.

export function RenameDialog({
  doc,
  open,
  onOpenChange,
}: {
  doc: DocumentItem;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(doc.name);
  const [kind, setKind] = useState<DocumentKind>(doc.kind);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => updateDocument(doc.id, { name, kind }),
    onSuccess: async () => {
      toast.success("Document updated", { description: name });
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY });
    },
    onError: (e) =>
      setError(e instanceof ApiError ? e.message : "Could not rename the document. Please try again."),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = documentUpdateSchema.safeParse({ name, kind });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Enter a name.");
      return;
    }
    setError(null);
    save.mutate();
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Rename document">
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="space-y-1">
          <Label htmlFor={`rename-${doc.id}`}>Name</Label>
          <Input
            id={`rename-${doc.id}`}
            value={name}
            maxLength={120}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <KindSelect id={`kind-${doc.id}`} value={kind} onChange={setKind} />
        {error && <Notice tone="error">{error}</Notice>}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export function DeleteDialog({
  doc,
  open,
  onOpenChange,
}: {
  doc: DocumentItem;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteDocument(doc.id),
    onSuccess: async () => {
      toast.success("Document deleted", { description: doc.name });
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY });
    },
    onError: (e) =>
      toast.error("Could not delete the document", {
        description: e instanceof ApiError ? e.message : "Please try again.",
      }),
  });
  const versions = doc.versions.length;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete this document?"
      description={`“${doc.name}” and ${versions === 1 ? "its file" : `all ${versions} versions`} will be deleted for good, including from any application it is attached to.`}
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
