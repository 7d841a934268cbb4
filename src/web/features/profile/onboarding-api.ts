import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type { OnboardingDraft, onboardingSchema } from "../../../shared/onboarding";
import { client, unwrap } from "../../lib/api";

export const savedOnboardingQuery = queryOptions({
  queryKey: ["onboarding"],
  queryFn: () => unwrap(client.api.profile.onboarding.$get()),
});

/** The draft goes as it is: the server validates it with the same schema and names what is missing. */
export function saveOnboarding(draft: OnboardingDraft) {
  return unwrap(client.api.profile.onboarding.$put({ json: draft as z.input<typeof onboardingSchema> }));
}
