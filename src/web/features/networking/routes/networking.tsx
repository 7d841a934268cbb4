import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { Link } from "react-router";
import { TEMPLATE_KINDS, type TemplateKind } from "../../../../shared/networking-labels";
import { errorMessage, LoadError } from "../../../components/ui/load-error";
import { Spinner } from "../../../components/ui/spinner";
import { loadOnUse } from "../../../lib/load-on-use";
import { NetworkingPageSlot } from "../../../lib/page-slots";
import { prefetchForMember } from "../../../lib/prefetch";
import { useUrlParams } from "../../../lib/use-url-params";
import { type ContactFilters, contactPagesQuery, overviewQuery } from "../api";
import { AddContactButton } from "../components/add-contact-button";
import { ChatGoal } from "../components/chat-goal";
import { ContactList } from "../components/contact-list";
import { CsvTransfer } from "../components/csv-transfer";
import { FollowUps } from "../components/follow-ups";
import { UpgradeNotice } from "../components/upgrade-notice";

// A contact's dialog (its notes, interactions and the log form, which validates with zod) opens on a
// click or from a link (?contact=…); the list does not need its code, so it is fetched on first use.
const { Component: ContactDialog, warm: warmContactDialog } = loadOnUse(
  () => import("../components/contact-dialog"),
  (module) => module.ContactDialog,
);

export function meta() {
  return [{ title: "Networking · Finance Careers" }];
}

// The contacts and the overview are asked for while this screen's code downloads (lib/prefetch.ts).
// The first page is the unfiltered one the screen opens with.
export const clientLoader = () =>
  prefetchForMember((client) => [
    client.prefetchInfiniteQuery(contactPagesQuery({ q: "", stage: "" })),
    client.prefetchQuery(overviewQuery),
  ]);

const templateOf = (value: string | null) =>
  TEMPLATE_KINDS.find((t) => t.value === value)?.value as TemplateKind | undefined;

// spec 000 §2.10 /app/networking: the member's contacts on a five-stage ladder, the monthly chat goal,
// the follow-ups owed after chats, CSV in and out, and a contact in full over the page (?contact=<id>,
// which notifications link to).
export default function NetworkingRoute() {
  const [params, setParams] = useUrlParams();
  const [filters, setFilters] = useState<ContactFilters>({ q: "", stage: "" });
  const contacts = useInfiniteQuery(contactPagesQuery(filters));
  const overview = useQuery(overviewQuery);
  const openContact = params.get("contact");
  const open = (contactId: string, template?: TemplateKind) =>
    setParams({ contact: contactId, template: template ?? null });
  const limit = contacts.data?.pages[0]?.limit;
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
          <AddContactButton atLimit={atLimit} />
        </div>
      </div>

      {/* The plan's limit, the goal and the follow-ups sit above the contacts: until both answers are in,
          nothing below the heading is drawn, so one arriving after the other cannot push a list the
          member is already reading down the page. */}
      {overview.isPending || contacts.isPending ? (
        <Spinner />
      ) : (
        <>
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

          <section
            aria-labelledby="contacts-title"
            className="space-y-3"
            // A contact's dialog is fetched as the member reaches for the list, before the click.
            onPointerEnter={warmContactDialog}
            onFocusCapture={warmContactDialog}
          >
            <h2 id="contacts-title" className="text-xl font-semibold text-slate-900">
              Contacts
            </h2>
            <ContactList
              query={{ ...contacts, pages: contacts.data?.pages }}
              filters={filters}
              onFilters={setFilters}
              onOpen={(id) => open(id)}
            />
          </section>
        </>
      )}

      <NetworkingPageSlot />

      {openContact && (
        <Suspense fallback={null}>
          <ContactDialog
            key={openContact}
            contactId={openContact}
            initialTemplate={templateOf(params.get("template"))}
            onClose={() => setParams({ contact: null, template: null })}
          />
        </Suspense>
      )}
    </section>
  );
}
