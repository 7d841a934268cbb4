import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApplicationUpdateInput } from "../../../shared/schemas/tracker";
import { ApiError } from "../../lib/api";
import { toast } from "../../lib/toast";
import { applicationQuery, TRACKER_KEY, updateApplication } from "./api";

type Update = {
  input: ApplicationUpdateInput;
  /** The toast's title once saved. */
  done: string;
  /** When given, the toast offers Undo, which saves this instead. */
  undo?: { input: ApplicationUpdateInput; done: string };
};

/**
 * Saves part of an application and refreshes the page and the board. The page shows the change at once
 * (a ticked box stays ticked) and goes back to what the server holds if saving fails.
 */
export function useUpdateApplication(applicationId: string) {
  const queryClient = useQueryClient();
  const key = applicationQuery(applicationId).queryKey;
  const mutation = useMutation({
    mutationFn: ({ input }: Update) => updateApplication(applicationId, input),
    onMutate: async ({ input }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      if (before) {
        const { outcome, ...fields } = input;
        const application = { ...before.application, ...fields } as typeof before.application;
        if (outcome) application.outcome = { ...before.application.outcome, ...outcome };
        queryClient.setQueryData(key, { application });
      }
      return { before };
    },
    onSuccess: ({ application }, { done, undo }) => {
      queryClient.setQueryData(key, { application });
      toast.success(done, undo && { action: { label: "Undo", onClick: () => mutation.mutate(undo) } });
      return queryClient.invalidateQueries({ queryKey: TRACKER_KEY });
    },
    onError: (error, _update, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast.error("Could not save", {
        description: error instanceof ApiError ? error.message : "Please try again.",
      });
    },
  });
  return mutation;
}
