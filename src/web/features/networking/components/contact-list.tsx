import { useEffect, useId, useState } from "react";
import { CONTACT_STAGES, metViaLabel } from "../../../../shared/networking-labels";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { errorMessage, LoadError } from "../../../components/ui/load-error";
import { LoadMore, PlaceholderRow } from "../../../components/ui/load-more";
import { NativeSelect } from "../../../components/ui/native-select";
import { EmptyState } from "../../../components/ui/notice";
import type { ContactFilters, ContactItem, ContactsPage } from "../api";
import { dayLabel, StageBadge } from "./stage-badge";

// The member's contacts a page at a time (more load as they scroll, or with the button), searched by
// name, firm, role, team, university or tag and filtered by stage on the server, so a member with a
// thousand contacts gets the first fifty at once; each opens the contact in full.

/** A row's height without tags (the usual one): placeholders take it so nothing jumps when rows land. */
export const CONTACT_ROW_HEIGHT = "min-h-[7rem] sm:min-h-[4.25rem]";
const PLACEHOLDER_HEIGHT = "h-[7rem] sm:h-[4.25rem]";
const SEARCH_DELAY_MS = 300;

export type ContactPages = {
  pages: ContactsPage[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  isFetchNextPageError: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
};

function ContactRow({ contact, onOpen }: { contact: ContactItem; onOpen: (id: string) => void }) {
  return (
    <li
      className={`flex flex-wrap items-start justify-between gap-x-4 gap-y-1 px-4 py-3 ${CONTACT_ROW_HEIGHT}`}
    >
      <div className="min-w-0">
        <button
          type="button"
          onClick={() => onOpen(contact.id)}
          className="text-left font-semibold break-words text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          {contact.name}
        </button>
        <p className="text-sm break-words text-slate-700">
          {[contact.role, contact.team, contact.firm].filter(Boolean).join(" · ") || "No firm or role yet"}
        </p>
        {contact.tags.length > 0 && (
          <p className="mt-1 flex flex-wrap gap-1">
            {contact.tags.map((tag) => (
              <span key={tag} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
                {tag}
              </span>
            ))}
          </p>
        )}
      </div>
      <div className="flex flex-col items-start gap-1 text-xs text-slate-600 sm:items-end">
        <StageBadge stage={contact.stage} />
        <span>
          {contact.last_interaction_on
            ? `Last contact ${dayLabel(contact.last_interaction_on)}`
            : contact.met_via
              ? `How we met: ${metViaLabel(contact.met_via)}`
              : "No interactions yet"}
        </span>
      </div>
    </li>
  );
}

function Placeholders({ count }: { count: number }) {
  return (
    <div aria-hidden className="space-y-3">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <PlaceholderRow key={i} className={PLACEHOLDER_HEIGHT} />
      ))}
    </div>
  );
}

export function ContactList({
  query,
  filters,
  onFilters,
  onOpen,
}: {
  query: ContactPages;
  filters: ContactFilters;
  onFilters: (next: ContactFilters) => void;
  onOpen: (id: string) => void;
}) {
  const id = useId();
  // What is typed shows at once; the server is asked once typing pauses.
  const [search, setSearch] = useState(filters.q);
  useEffect(() => {
    if (search === filters.q) return;
    const timer = setTimeout(() => onFilters({ ...filters, q: search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters, onFilters]);

  const first = query.pages?.[0];
  const contacts = query.pages?.flatMap((page) => page.contacts) ?? [];
  const filtered = Boolean(filters.q.trim() || filters.stage);

  if (query.isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Loading your contacts…
        </p>
        <Placeholders count={5} />
      </div>
    );
  }
  if (query.isError && !first) {
    return (
      <LoadError onRetry={() => query.refetch()}>
        {errorMessage(query.error, "Could not load your contacts.")}
      </LoadError>
    );
  }
  if (first && first.total === 0 && !filtered) {
    return (
      <EmptyState
        title="No contacts yet."
        hint="Add the people you meet with Add contact, or import your LinkedIn connections with Import CSV."
      />
    );
  }
  const total = first?.total ?? 0;
  const matching = first?.matching ?? 0;
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <div className="space-y-1">
          <Label htmlFor={`${id}-search`}>Search contacts</Label>
          <Input
            id={`${id}-search`}
            type="search"
            value={search}
            maxLength={200}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Name, firm, role or tag"
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-stage`}>Filter by stage</Label>
          <NativeSelect
            id={`${id}-stage`}
            value={filters.stage}
            onChange={(event) => onFilters({ q: search, stage: event.target.value })}
          >
            <option value="">All stages</option>
            {CONTACT_STAGES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {!filtered ? `${total} ${total === 1 ? "contact" : "contacts"}` : `${matching} of ${total} contacts`}
      </p>
      {contacts.length === 0 ? (
        <EmptyState title="No contacts match." hint="Try another word, or show all stages." />
      ) : (
        <div>
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {contacts.map((contact) => (
              <ContactRow key={contact.id} contact={contact} onOpen={onOpen} />
            ))}
          </ul>
          {query.isFetchNextPageError && (
            <LoadError className="mt-3" onRetry={() => query.fetchNextPage()}>
              {errorMessage(query.error, "Could not load more contacts.")}
            </LoadError>
          )}
          {/* Mounted only while there is more, and anew for each search, so it watches the scroll each time. */}
          {(query.hasNextPage || query.isFetchingNextPage) && (
            <LoadMore
              key={`${filters.q}|${filters.stage}`}
              hasMore={query.hasNextPage && !query.isFetchNextPageError}
              loading={query.isFetchingNextPage}
              onLoad={() => query.fetchNextPage()}
              label="Load more contacts"
              placeholder={<PlaceholderRow className={PLACEHOLDER_HEIGHT} />}
            />
          )}
        </div>
      )}
    </div>
  );
}
