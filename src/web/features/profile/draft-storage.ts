import {
  mergeDraft,
  ONBOARDING_DEFAULTS,
  ONBOARDING_STORAGE_KEY,
  type OnboardingDraft,
} from "../../../shared/onboarding";

// spec 000 §4.5: the draft lives in local storage under `onboardingState`, merged over the defaults on
// load and rewritten on every change. Storage can fail (private mode, quota, disabled): that is only
// logged, and onboarding carries on in memory.

export function readDraft(): OnboardingDraft {
  try {
    const raw = window.localStorage.getItem(ONBOARDING_STORAGE_KEY);
    return raw ? mergeDraft(JSON.parse(raw)) : structuredClone(ONBOARDING_DEFAULTS);
  } catch (error) {
    console.warn("Could not read the onboarding draft from local storage", error);
    return structuredClone(ONBOARDING_DEFAULTS);
  }
}

export function writeDraft(draft: OnboardingDraft): void {
  try {
    window.localStorage.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify(draft));
  } catch (error) {
    console.warn("Could not save the onboarding draft to local storage", error);
  }
}

export function clearDraft(): void {
  try {
    window.localStorage.removeItem(ONBOARDING_STORAGE_KEY);
  } catch (error) {
    console.warn("Could not remove the onboarding draft from local storage", error);
  }
}

const LAST_STEP_KEY = "onboardingLastStep";

/** The onboarding step the member last opened, so /onboard can take them back to it. */
export function rememberStep(step: string): void {
  try {
    window.localStorage.setItem(LAST_STEP_KEY, step);
  } catch (error) {
    console.warn("Could not remember the onboarding step", error);
  }
}

export function lastStep(): string | null {
  try {
    return window.localStorage.getItem(LAST_STEP_KEY);
  } catch {
    return null;
  }
}

/** True when nothing has been answered yet, so a copy saved on the server may be used instead. */
export function isUntouched(draft: OnboardingDraft): boolean {
  return JSON.stringify(draft) === JSON.stringify(ONBOARDING_DEFAULTS);
}
