import { useId, useMemo, useState } from "react";
import { CONTACT_STAGES, metViaLabel } from "../../../../shared/schemas/networking";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import { EmptyState } from "../../../components/ui/notice";
import type { ContactItem } from "../api";
import { dayLabel, StageBadge } from "./stage-badge";

// The member's contacts, searchable by name, firm, role or tag and filtered by stage; each opens the
// contact in full.

const matches = (contact: ContactItem, words: string[]) => {
  const text = [contact.name, contact.firm, contact.role, contact.team, contact.university, ...contact.tags]
    .join(" ")
    .toLowerCase();
  return words.every((word) => text.includes(word));
};

export function ContactList({ contacts, onOpen }: { contacts: ContactItem[]; onOpen: (id: string) => void }) {
  const id = useId();
  const [search, setSearch] = useState("");
  const [stage, setStage] = useState("");
  const shown = useMemo(() => {
    const words = search.toLowerCase().split(/\s+/).filter(Boolean);
    return contacts.filter((c) => (!stage || c.stage === stage) && matches(c, words));
  }, [contacts, search, stage]);

  if (contacts.length === 0) {
    return (
      <EmptyState
        title="No contacts yet."
        hint="Add the people you meet with Add contact, or import your LinkedIn connections with Import CSV."
      />
    );
  }
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <div className="space-y-1">
          <Label htmlFor={`${id}-search`}>Search contacts</Label>
          <Input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Name, firm, role or tag"
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-stage`}>Filter by stage</Label>
          <NativeSelect id={`${id}-stage`} value={stage} onChange={(event) => setStage(event.target.value)}>
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
        {shown.length === contacts.length
          ? `${contacts.length} ${contacts.length === 1 ? "contact" : "contacts"}`
          : `${shown.length} of ${contacts.length} contacts`}
      </p>
      {shown.length === 0 ? (
        <EmptyState title="No contacts match." hint="Try another word, or show all stages." />
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {shown.map((contact) => (
            <li
              key={contact.id}
              className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 px-4 py-3"
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
                  {[contact.role, contact.team, contact.firm].filter(Boolean).join(" · ") ||
                    "No firm or role yet"}
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
          ))}
        </ul>
      )}
    </div>
  );
}
