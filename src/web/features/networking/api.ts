import { infiniteQueryOptions, keepPreviousData, queryOptions } from "@tanstack/react-query";
import type {
  ContactCreateInput,
  ContactStage,
  ContactUpdateInput,
  InteractionCreateInput,
  NetworkingSettingsInput,
  TemplateKind,
} from "../../../shared/schemas/networking";
import { client, unwrap } from "../../lib/api";

// The networking CRM's queries and mutations on the typed client; shapes are inferred from the server.

export const NETWORKING_KEY = ["networking"] as const;
const api = client.api.networking;
const one = api.contacts[":contactId"];

export type ContactFilters = { q: string; stage: string };

const contactPage = (filters: ContactFilters, cursor?: string) =>
  unwrap(
    api.contacts.$get({
      query: {
        ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
        ...(filters.stage ? { stage: filters.stage as ContactStage } : {}),
        ...(cursor ? { cursor } : {}),
      },
    }),
  );

/** The list a page at a time, A to Z, searched and filtered by the server. */
export const contactPagesQuery = (filters: ContactFilters) =>
  infiniteQueryOptions({
    queryKey: [...NETWORKING_KEY, "contacts", filters],
    queryFn: ({ pageParam }) => contactPage(filters, pageParam || undefined),
    initialPageParam: "",
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // A new search keeps the rows on screen until its first page lands, instead of a blank list.
    placeholderData: keepPreviousData,
  });
export type ContactsPage = Awaited<ReturnType<typeof contactPage>>;
export type ContactItem = ContactsPage["contacts"][number];

/** The first page matching a search: what a picker offers (a member finds anyone else by name). */
export const contactSearchQuery = (q: string) =>
  queryOptions({
    queryKey: [...NETWORKING_KEY, "contacts", "search", q],
    queryFn: () => contactPage({ q, stage: "" }),
    placeholderData: (previous) => previous,
  });

export const contactQuery = (contactId: string) =>
  queryOptions({
    queryKey: [...NETWORKING_KEY, "contact", contactId],
    queryFn: () => unwrap(one.$get({ param: { contactId } })),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
export type ContactDetail = Awaited<ReturnType<ReturnType<typeof contactQuery>["queryFn"] & {}>>;

export const overviewQuery = queryOptions({
  queryKey: [...NETWORKING_KEY, "overview"],
  queryFn: () => unwrap(api.overview.$get()),
});
export type Overview = Awaited<ReturnType<typeof overviewQuery.queryFn & {}>>;

export const applicationContactsQuery = (applicationId: string) =>
  queryOptions({
    queryKey: [...NETWORKING_KEY, "application", applicationId],
    queryFn: () => unwrap(api.applications[":applicationId"].contacts.$get({ param: { applicationId } })),
  });
export type ApplicationContacts = Awaited<
  ReturnType<ReturnType<typeof applicationContactsQuery>["queryFn"] & {}>
>;

export const createContact = (input: ContactCreateInput) => unwrap(api.contacts.$post({ json: input }));
export const updateContact = (contactId: string, input: ContactUpdateInput) =>
  unwrap(one.$patch({ param: { contactId }, json: input }));
export const deleteContact = (contactId: string) => unwrap(one.$delete({ param: { contactId } }));

export const logInteraction = (contactId: string, input: InteractionCreateInput) =>
  unwrap(one.interactions.$post({ param: { contactId }, json: input }));
export const deleteInteraction = (contactId: string, interactionId: string) =>
  unwrap(one.interactions[":interactionId"].$delete({ param: { contactId, interactionId } }));

export const draftMessage = (contactId: string, kind: TemplateKind) =>
  unwrap(one.draft.$post({ param: { contactId }, json: { kind } }));
export type Draft = Awaited<ReturnType<typeof draftMessage>>["draft"];

export const saveSettings = (input: NetworkingSettingsInput) => unwrap(api.settings.$put({ json: input }));
export const markReminderDone = (reminderId: string) =>
  unwrap(api.reminders[":reminderId"].done.$post({ param: { reminderId } }));

export const previewImport = (csv: string) => unwrap(api.import.preview.$post({ json: { csv } }));
export const runImport = (csv: string) => unwrap(api.import.$post({ json: { csv } }));
export const EXPORT_URL = "/api/networking/export.csv";

const link = api.applications[":applicationId"].contacts[":contactId"];
export const linkContact = (applicationId: string, contactId: string) =>
  unwrap(link.$put({ param: { applicationId, contactId } }));
export const unlinkContact = (applicationId: string, contactId: string) =>
  unwrap(link.$delete({ param: { applicationId, contactId } }));
