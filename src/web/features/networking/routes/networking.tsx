import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { TEMPLATE_KINDS, type TemplateKind } from "../../../../shared/schemas/networking";
import { errorMessage, LoadError } from "../../../components/ui/load-error";
import { Spinner } from "../../../components/ui/spinner";
import { NetworkingPageSlot } from "../../../lib/page-slots";
import { useUrlParams } from "../../../lib/use-url-params";
import { contactsQuery, overviewQuery } from "../api";
import { AddContactDialog } from "../components/add-contact-dialog";
import { ChatGoal } from "../components/chat-goal";
import { ContactDialog } from "../components/contact-dialog";
import { ContactList } from "../components/contact-list";
import { CsvTransfer } from "../components/csv-transfer";
import { FollowUps } from "../components/follow-ups";
import { UpgradeNotice } from "../components/upgrade-notice";

export function meta() {
  return [{ title: "Networking · Finance Careers" }];
}

const templateOf = (value: string | null) =>
  TEMPLATE_KINDS.find((t) => t.value === value)?.value as TemplateKind | undefined;

// spec 000 §2.10 /app/networking: the member's contacts on a five-stage ladder, the monthly chat goal,
// the follow-ups owed after chats, CSV in and out, and a contact in full over the page (?contact=<id>,
// which notifications link to).
export default function NetworkingRoute() {
  const [params, setParams] = useUrlParams();
  const contacts = useQuery(contactsQuery);
  const overview = useQuery(overviewQuery);
  const openContact = params.get("contact");
  const open = (contactId: string, template?: TemplateKind) =>
    setParams({ contact: contactId, template: template ?? null });
  const limit = contacts.data?.limit;
  const atLimit = limit?.max != null && limit.used >= limit.max;

  return (
    <section className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight">Networking</h1>
          <p className="mt-1 text-slate-600">
            The people you meet, every chat and email, thank-you notes and follow-ups on time, and a monthly
            goal that keeps you talking to the industry.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <CsvTransfer />
          <AddContactDialog atLimit={atLimit} />
        </div>
      </div>

      {limit?.max != null && (
        <div className="space-y-2">
          <p className="text-sm text-slate-600">
            {limit.used} of {limit.max} networking contacts on the Free plan.{" "}
            {!atLimit && (
              <Link to="/app/billing" className="font-medium text-brand-700 underline">
                Premium has no limit
              </Link>
            )}
          </p>
          {atLimit && <UpgradeNotice tone="info" extra="Every contact you have is kept." />}
        </div>
      )}

      {overview.isError && (
        <LoadError onRetry={() => overview.refetch()}>
          {errorMessage(overview.error, "Could not load your goal and follow-ups.")}
        </LoadError>
      )}
      {overview.data && (
        <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
          <ChatGoal overview={overview.data} />
          <FollowUps overview={overview.data} onOpen={open} />
        </div>
      )}

      <section aria-labelledby="contacts-title" className="space-y-3">
        <h2 id="contacts-title" className="text-xl font-semibold text-slate-900">
          Contacts
        </h2>
        {contacts.isPending && <Spinner label="Loading your contacts" />}
        {contacts.isError && (
          <LoadError onRetry={() => contacts.refetch()}>
            {errorMessage(contacts.error, "Could not load your contacts.")}
          </LoadError>
        )}
        {contacts.data && <ContactList contacts={contacts.data.contacts} onOpen={(id) => open(id)} />}
      </section>

      <NetworkingPageSlot />

      {openContact && (
        <ContactDialog
          key={openContact}
          contactId={openContact}
          initialTemplate={templateOf(params.get("template"))}
          onClose={() => setParams({ contact: null, template: null })}
        />
      )}
    </section>
  );
}
