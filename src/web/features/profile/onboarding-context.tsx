import { useQuery } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { ONBOARDING_DEFAULTS, type OnboardingDraft } from "../../../shared/onboarding-choices";
import { useAuth } from "../../lib/session";
import { clearDraft, isUntouched, readDraft, writeDraft } from "./draft-storage";
import { savedOnboardingQuery } from "./onboarding-api";

type OnboardingContextValue = {
  draft: OnboardingDraft;
  /** spec 000 §4.5: each group of answers is merged into the draft, which is stored at once. */
  update: (changes: Partial<OnboardingDraft>) => void;
  /** Restores every default and removes the stored copy. */
  reset: () => void;
};

const OnboardingContext = createContext<OnboardingContextValue | null>(null);

export function OnboardingProvider({ children }: { children: ReactNode }) {
  const [draft, setDraft] = useState<OnboardingDraft>(readDraft);
  const auth = useAuth();
  const saved = useQuery(savedOnboardingQuery);

  // A member on a new device starts from what they saved before; otherwise the account's names
  // fill the first step. Only an untouched draft is replaced, so nothing typed here is lost.
  useEffect(() => {
    if (saved.isPending) return;
    setDraft((current) => {
      if (!isUntouched(current)) return current;
      if (saved.data?.answers) return { ...structuredClone(ONBOARDING_DEFAULTS), ...saved.data.answers };
      if (auth.status === "signed-in")
        return { ...current, firstName: auth.user.first_name, lastName: auth.user.last_name };
      return current;
    });
  }, [saved.isPending, saved.data, auth]);

  const update = useCallback((changes: Partial<OnboardingDraft>) => {
    setDraft((current) => {
      const next = { ...current, ...changes };
      writeDraft(next);
      return next;
    });
  }, []);

  const reset = useCallback(() => {
    clearDraft();
    setDraft(structuredClone(ONBOARDING_DEFAULTS));
  }, []);

  const value = useMemo(() => ({ draft, update, reset }), [draft, update, reset]);
  return <OnboardingContext.Provider value={value}>{children}</OnboardingContext.Provider>;
}

export function useOnboarding(): OnboardingContextValue {
  const value = useContext(OnboardingContext);
  if (!value) throw new Error("useOnboarding must be used inside OnboardingProvider");
  return value;
}
