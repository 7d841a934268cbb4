import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { cadenceLabel, metViaLabel } from "../../../../shared/networking-labels";
import type { ContactDetail } from "../api";
import { dayLabel } from "./stage-badge";

// A contact's details as read (Edit swaps them for the form).

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

export function ContactDetails({ contact }: { contact: ContactDetail["contact"] }) {
  return (
    <div className="space-y-3">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Row term="Firm">{contact.firm || "Not set"}</Row>
        <Row term="Role">{[contact.role, contact.team].filter(Boolean).join(", ") || "Not set"}</Row>
        <Row term="How we met">{contact.met_via ? metViaLabel(contact.met_via) : "Not set"}</Row>
        <Row term="University">{contact.university || "Not set"}</Row>
        <Row term="Email">
          {contact.email ? (
            <a href={`mailto:${contact.email}`} className="text-brand-700 underline">
              {contact.email}
            </a>
          ) : (
            "Not set"
          )}
        </Row>
        <Row term="LinkedIn">
          {contact.linkedin_url ? (
            <a
              href={contact.linkedin_url}
              target="_blank"
              rel="noreferrer noopener"
              className="inline-flex items-center gap-1 text-brand-700 underline"
            >
              Profile
              <span className="sr-only"> of {contact.name} on LinkedIn (opens in a new tab)</span>
              <ExternalLink aria-hidden className="size-3.5" />
            </a>
          ) : (
            "Not set"
          )}
        </Row>
        {contact.connected_on && <Row term="Connected on">{dayLabel(contact.connected_on)}</Row>}
        {contact.tags.length > 0 && <Row term="Tags">{contact.tags.join(", ")}</Row>}
        <Row term="Follow-up cadence">{cadenceLabel(contact.follow_up_days)}</Row>
      </dl>
      {contact.notes && (
        <div>
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Notes</p>
          <p className="text-sm break-words whitespace-pre-line text-slate-900">{contact.notes}</p>
        </div>
      )}
    </div>
  );
}
