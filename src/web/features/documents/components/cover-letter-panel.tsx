import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PenLine } from "lucide-react";
import { useId, useState } from "react";
import type { FlaggedSentence } from "../../../../shared/cover-letter";
import type { Advert } from "../../../../shared/schemas/documents";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Label } from "../../../components/ui/label";
import { Notice } from "../../../components/ui/notice";
import { Textarea } from "../../../components/ui/textarea";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { DOCUMENTS_KEY, downloadUrl, draftCoverLetter, letterUrl, saveCoverLetter } from "../api";
import type { DocumentTarget } from "./cv-match-panel";
import { CvPicker, useDefaultCv } from "./cv-picker";
import { isUpgradeError, UpgradeNotice } from "./upgrade-notice";

// Write cover letter: a UK business letter drafted from the member's profile, chosen CV, the posting and
// the firm's profile, edited here, saved as a Cover letter document (linked to the application, when it is
// for one) and exported as DOCX or PDF. Sentences naming something that is in none of those sources are
// listed for the member to check.

/** A letter is for a role, an application, or an advert matched without tracking it. */
export type LetterTarget = DocumentTarget | { advert: Advert };

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

function Flagged({ flagged }: { flagged: FlaggedSentence[] }) {
  if (flagged.length === 0) return null;
  return (
    <Notice tone="error">
      <p className="font-medium">
        Check these sentences: they name something that is not in your profile, CV or the posting.
      </p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {flagged.map((f) => (
          <li key={f.sentence}>
            “{f.sentence}” ({f.unsupported.join(", ")})
          </li>
        ))}
      </ul>
    </Notice>
  );
}

function problemOf(error: unknown) {
  if (!(error instanceof ApiError)) return null;
  return isUpgradeError(error.code) ? (
    <UpgradeNotice message={error.message} />
  ) : (
    <Notice tone="error">{error.message}</Notice>
  );
}

function LetterEditor({ target, title }: { target: LetterTarget; title: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState("");
  const cvDocumentId = useDefaultCv(chosen);
  const [text, setText] = useState("");
  const [flagged, setFlagged] = useState<FlaggedSentence[]>([]);
  const [saved, setSaved] = useState<{ documentId: string; versionId: string; version: number } | null>(null);
  // The CV the last draft was written from: saving checks the letter's facts against it.
  const [draftedFrom, setDraftedFrom] = useState<string | null>(null);
  const draft = useMutation({
    mutationFn: () => draftCoverLetter({ ...target, cvDocumentId: cvDocumentId || undefined }),
    onSuccess: (letter) => {
      setText(letter.text);
      setFlagged(letter.flagged);
      setDraftedFrom(letter.cvDocumentId);
    },
  });
  const save = useMutation({
    mutationFn: () =>
      saveCoverLetter({
        ...target,
        text,
        documentId: saved?.documentId,
        cvDocumentId: draftedFrom ?? (cvDocumentId || undefined),
        name: `Cover letter: ${title}`.slice(0, 120),
      }),
    onSuccess: async (result) => {
      setFlagged(result.flagged);
      setSaved({
        documentId: result.document.id,
        versionId: result.version.id,
        version: result.version.version,
      });
      toast.success("Cover letter saved", {
        description: `In Documents, version ${result.version.version}.`,
      });
      await queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY });
    },
  });
  const words = countWords(text);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-56">
          <CvPicker id={`${id}-cv`} value={cvDocumentId} onChange={setChosen} label="CV to draw on" />
        </div>
        <Button variant="secondary" onClick={() => draft.mutate()} disabled={draft.isPending}>
          {draft.isPending ? "Writing…" : text ? "Write a new draft" : "Write draft"}
        </Button>
      </div>
      {problemOf(draft.error)}
      <div className="space-y-1">
        <Label htmlFor={`${id}-text`}>Cover letter</Label>
        <Textarea
          id={`${id}-text`}
          rows={16}
          value={text}
          placeholder="Write draft fills this in from your profile, your CV and the posting. Edit anything."
          onChange={(e) => setText(e.target.value)}
        />
        <p className={words > 400 ? "text-sm text-amber-800" : "text-sm text-slate-600"} aria-live="polite">
          {words} words{words > 400 ? ": UK cover letters are usually 250 to 400 words." : ""}
        </p>
      </div>
      <Flagged flagged={flagged} />
      {problemOf(save.error)}
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => save.mutate()} disabled={save.isPending || !text.trim()}>
          {save.isPending ? "Saving…" : "Save to Documents"}
        </Button>
        {saved && (
          <>
            <Button asChild variant="secondary">
              <a href={downloadUrl(saved.documentId, saved.versionId)} download>
                Export DOCX
              </a>
            </Button>
            <Button asChild variant="secondary">
              <a href={letterUrl(saved.documentId, saved.versionId, "pdf")} download>
                Export PDF
              </a>
            </Button>
          </>
        )}
      </div>
      {saved && (
        <p className="text-sm text-slate-600">
          Saved as version {saved.version}. Saving again adds a new version.
        </p>
      )}
    </div>
  );
}

export function CoverLetterButton({ target, title }: { target: LetterTarget; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <PenLine aria-hidden className="size-4" />
        Write cover letter
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Write cover letter"
        description={`For ${title}. Only facts from your profile, your CV, the posting and the firm's profile are used.`}
        className="max-w-3xl"
      >
        <LetterEditor target={target} title={title} />
      </Dialog>
    </>
  );
}
