import { zodResolver } from "@hookform/resolvers/zod";
import { FileDown } from "lucide-react";
import { useEffect, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { type CvDraft, type CvDraftInput, cvDraftSchema } from "../../../../../shared/schemas/cv";
import { Button } from "../../../../components/ui/button";
import { Notice } from "../../../../components/ui/notice";
import { ContactFields } from "./contact-fields";
import { draftBasis, loadDraft, saveDraft } from "./draft-storage";
import { EducationSection } from "./education-section";
import { ExperienceSection } from "./experience-section";
import { emptyEducation, emptyExperience, readFormValues } from "./form-values";
import { LivePreview } from "./live-preview";
import { SkillsFields } from "./skills-fields";

export type CvExportFormat = "pdf" | "docx";

/** A new CV starts with one school and one role to fill in, so the form shows what goes where. */
function startingValues(initial: CvDraft | undefined, basis: string, contact?: NewCvContact): CvDraftInput {
  const saved = loadDraft(basis);
  if (saved) return saved;
  if (initial) return readFormValues(initial);
  return { ...readFormValues({ contact }), education: [emptyEducation()], experience: [emptyExperience()] };
}

/** What the account already knows, to start a new CV's contact line with. */
export type NewCvContact = { fullName: string; email: string };

/**
 * The structured CV editor in the UK finance one-page form, with a live preview and a page-length warning.
 * `onExport` gets the validated draft and reports its own errors; the draft stays in this browser meanwhile.
 */
export function CvBuilder({
  initial,
  contact,
  onExport,
  busy = false,
}: {
  initial?: CvDraft;
  /** A new CV's contact line starts from these (ignored when `initial` is given). */
  contact?: NewCvContact;
  onExport: (draft: CvDraft, format: CvExportFormat) => Promise<void>;
  busy?: boolean;
}) {
  const [basis] = useState(() => draftBasis(initial));
  const form = useForm<CvDraftInput, unknown, CvDraft>({
    resolver: zodResolver(cvDraftSchema),
    defaultValues: startingValues(initial, basis, contact),
  });
  const [pending, setPending] = useState<CvExportFormat | null>(null);
  const { errors, submitCount } = form.formState;

  useEffect(() => {
    const subscription = form.watch((values) => saveDraft(basis, values));
    return () => subscription.unsubscribe();
  }, [form, basis]);

  const exportAs = (format: CvExportFormat) =>
    form.handleSubmit(async (draft) => {
      setPending(format);
      try {
        await onExport(draft, format);
      } finally {
        setPending(null);
      }
    });
  const disabled = busy || pending !== null;

  return (
    <FormProvider {...form}>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <form
          aria-label="CV editor"
          noValidate
          onSubmit={(event) => event.preventDefault()}
          className="min-w-0 space-y-4"
        >
          <ContactFields />
          <EducationSection />
          <ExperienceSection
            list="experience"
            title="Experience"
            hint="Internships, spring weeks and part-time work, most recent first."
            entryName="role"
          />
          <ExperienceSection
            list="leadership"
            title="Leadership and activities"
            hint="Societies, sport, volunteering, competitions: what you led and what came of it."
            entryName="activity"
          />
          <SkillsFields />
        </form>
        <div className="min-w-0 space-y-3 lg:sticky lg:top-4">
          <div className="flex flex-wrap gap-2">
            <Button type="button" disabled={disabled} onClick={exportAs("pdf")}>
              <FileDown aria-hidden className="size-4" />
              {pending === "pdf" ? "Exporting PDF..." : "Export PDF"}
            </Button>
            <Button type="button" variant="secondary" disabled={disabled} onClick={exportAs("docx")}>
              <FileDown aria-hidden className="size-4" />
              {pending === "docx" ? "Exporting DOCX..." : "Export DOCX"}
            </Button>
          </div>
          {submitCount > 0 && Object.keys(errors).length > 0 && (
            <Notice tone="error">
              Some fields need attention before the CV can be exported: see the messages in red.
            </Notice>
          )}
          <LivePreview />
        </div>
      </div>
    </FormProvider>
  );
}
