import { queryOptions } from "@tanstack/react-query";
import type {
  ApplicationBulkInput,
  ApplicationCreateInput,
  ApplicationEventInput,
  ApplicationEventUpdateInput,
  ApplicationMoveInput,
  ApplicationUpdateInput,
  TrackerImportInput,
} from "../../../shared/schemas/tracker";
import type { ClipCheckInput, ClipReadInput, ClipSaveInput } from "../../../shared/schemas/tracker-clip";
import { client, unwrap } from "../../lib/api";

// The tracker's queries and mutations on the typed client; shapes are inferred from the server.

export const TRACKER_KEY = ["tracker"] as const;
const applications = client.api.tracker.applications;
const one = applications[":applicationId"];

export const boardQuery = (archived = false) =>
  queryOptions({
    queryKey: [...TRACKER_KEY, "board", archived],
    queryFn: () => unwrap(applications.$get({ query: { archived: archived ? "true" : "false" } })),
  });
export type BoardData = Awaited<ReturnType<ReturnType<typeof boardQuery>["queryFn"] & {}>>;
export type Card = BoardData["applications"][number];

export const applicationQuery = (applicationId: string) =>
  queryOptions({
    queryKey: [...TRACKER_KEY, "application", applicationId],
    queryFn: () => unwrap(one.$get({ param: { applicationId } })),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
export type Detail = Awaited<ReturnType<ReturnType<typeof applicationQuery>["queryFn"] & {}>>["application"];

export const firmSuggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: [...TRACKER_KEY, "firms", q],
    queryFn: () => unwrap(client.api.tracker.firms.$get({ query: { q } })),
    staleTime: 60_000,
  });

/**
 * Adds an application, or names the one already tracked that it duplicates (the server's 409): the
 * dialog then asks before sending it again with `allow_duplicate`.
 */
export async function createApplication(input: ApplicationCreateInput) {
  const response = await applications.$post({ json: input });
  if (response.status === 409) {
    const { error, existing } = await response.json();
    return { existing, message: error.message };
  }
  return unwrap(Promise.resolve(response));
}

export const updateApplication = (applicationId: string, input: ApplicationUpdateInput) =>
  unwrap(one.$patch({ param: { applicationId }, json: input }));

export const deleteApplication = (applicationId: string) => unwrap(one.$delete({ param: { applicationId } }));

export const moveApplication = (applicationId: string, input: ApplicationMoveInput) =>
  unwrap(one.move.$post({ param: { applicationId }, json: input }));

export const correctStageDate = (applicationId: string, historyId: string, enteredAt: string) =>
  unwrap(
    one.history[":historyId"].$patch({
      param: { applicationId, historyId },
      json: { entered_at: enteredAt },
    }),
  );

export const addEvent = (applicationId: string, input: ApplicationEventInput) =>
  unwrap(one.events.$post({ param: { applicationId }, json: input }));

export const updateEvent = (applicationId: string, eventId: string, input: ApplicationEventUpdateInput) =>
  unwrap(one.events[":eventId"].$patch({ param: { applicationId, eventId }, json: input }));

export const deleteEvent = (applicationId: string, eventId: string) =>
  unwrap(one.events[":eventId"].$delete({ param: { applicationId, eventId } }));

export const previewImport = (csv: string) =>
  unwrap(client.api.tracker.import.preview.$post({ json: { csv } }));

/** Imports the file; rows the preview marked as duplicates are skipped unless their line is listed. */
export const runImport = (input: TrackerImportInput) =>
  unwrap(client.api.tracker.import.$post({ json: input }));

export const EXPORT_URL = "/api/tracker/export.csv";

/** Move, tag or archive the selected applications (all or none). */
export const bulkUpdate = (input: ApplicationBulkInput) => unwrap(applications.bulk.$post({ json: input }));

/** Saves a clipped role, or names the application already tracked that it duplicates (409). */
export async function saveClip(input: ClipSaveInput) {
  const response = await client.api.tracker.clip.$post({ json: input });
  if (response.status === 409) {
    const { error, existing } = await response.json();
    return { existing, message: error.message };
  }
  return unwrap(Promise.resolve(response));
}

/** Reads a posting from a clipped page's link (when the page had no JobPosting data). */
export const readClipLink = (input: ClipReadInput) =>
  unwrap(client.api.tracker.clip.read.$post({ json: input }));

/** The application a clip duplicates, with the warning's words, or null when it is not tracked yet. */
export async function checkClip(input: ClipCheckInput) {
  const answer = await unwrap(client.api.tracker.clip.check.$post({ json: input }));
  return "error" in answer ? { existing: answer.existing, message: answer.error.message } : null;
}
