import { queryOptions } from "@tanstack/react-query";
import type {
  ContactCreateInput,
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

export const contactsQuery = queryOptions({
  queryKey: [...NETWORKING_KEY, "contacts"],
  queryFn: () => unwrap(api.contacts.$get()),
});
export type ContactsData = Awaited<ReturnType<typeof contactsQuery.queryFn & {}>>;
export type ContactItem = ContactsData["contacts"][number];

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
