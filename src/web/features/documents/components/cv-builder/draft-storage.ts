import type { CvDraft } from "../../../../../shared/schemas/cv";
import { MEMBER_STORAGE_PREFIX } from "../../../../lib/member-storage";
import { type CvFormValues, readFormValues } from "./form-values";

// The editor keeps what the member types in localStorage so a reload or a closed tab loses nothing. A
// saved copy belongs to the CV the editor opened with (none, or a stored version): opening another CV
// starts from that CV, not from the copy. Storage can be full, disabled or blocked: the editor still works.

// Signing out removes it (lib/member-storage.ts), so the next person on a shared computer never sees it.
export const CV_DRAFT_STORAGE_KEY = `${MEMBER_STORAGE_PREFIX}cv-builder-draft`;

type SavedDraft = { basis: string; values: CvFormValues };

/** A short fingerprint of the CV the editor opened with. */
export function draftBasis(initial: CvDraft | undefined): string {
  const text = JSON.stringify(initial ?? null);
  let hash = 5381;
  for (let index = 0; index < text.length; index++) hash = (hash * 33) ^ text.charCodeAt(index);
  return `${text.length}:${(hash >>> 0).toString(36)}`;
}

export function loadDraft(basis: string): CvFormValues | null {
  try {
    const raw = window.localStorage.getItem(CV_DRAFT_STORAGE_KEY);
    if (!raw) return null;
    const saved: Partial<SavedDraft> = JSON.parse(raw);
    return saved.basis === basis ? readFormValues(saved.values) : null;
  } catch {
    return null;
  }
}

export function saveDraft(basis: string, values: unknown): void {
  try {
    const saved: SavedDraft = { basis, values: readFormValues(values) };
    window.localStorage.setItem(CV_DRAFT_STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Storage full or blocked: the draft still lives in the form; only the reload safety net is lost.
  }
}
