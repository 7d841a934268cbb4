import { type FieldPath, useFormContext } from "react-hook-form";
import type { CvDraft, CvDraftInput } from "../../../../../shared/schemas/cv";

// The CV form's context, typed once: the sections read it instead of passing the form down.

export type CvFieldPath = FieldPath<CvDraftInput>;

export const useCvForm = () => useFormContext<CvDraftInput, unknown, CvDraft>();
