import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link2, Unlink } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { firmKey } from "../../../../shared/schemas/networking";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import { QueryState } from "../../../components/ui/query-state";
import { toast } from "../../../lib/toast";
import {
  type ApplicationContacts,
  applicationContactsQuery,
  type ContactItem,
  contactSearchQuery,
  linkContact,
  NETWORKING_KEY,
  unlinkContact,
} from "../api";
import { StageBadge } from "./stage-badge";

// What Networking adds to a tracker application's page (through the app layer's slot): the member's
// contacts at the application's firm, the contacts linked to it, and Link contact for anyone else.

type Target = { id: string; role: string; firm: string };
type PanelContact = ApplicationContacts["linked"][number];

function ContactLine({ contact, action }: { contact: PanelContact; action?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-1.5">
      <div className="min-w-0">
        <Link
          to={`/app/networking?contact=${contact.id}`}
          className="font-medium break-words text-brand-700 underline"
        >
          {contact.name}
        </Link>
        <p className="text-xs break-words text-slate-600">
          {[contact.role, contact.team, contact.firm].filter(Boolean).join(" · ")}
        </p>
      </div>
      <span className="flex items-center gap-2">
        <StageBadge stage={contact.stage} />
        {action}
      </span>
    </li>
  );
}

// The picker offers the first page of the member's contacts (A to Z), and any other by its name: a
// member with a thousand contacts searches rather than scrolls a list of them all.
function LinkPicker({ application, data }: { application: Target; data: ApplicationContacts }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState("");
  const [typed, setTyped] = useState("");
  const [q, setQ] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery(contactSearchQuery(q));
  const link = useMutation({
    mutationFn: (contactId: string) => linkContact(application.id, contactId),
    onSuccess: (next) => {
      queryClient.setQueryData(applicationContactsQuery(application.id).queryKey, next);
      setChosen("");
      toast.success("Contact linked");
      return queryClient.invalidateQueries({ queryKey: [...NETWORKING_KEY, "contact"] });
    },
    onError: (error) => toast.error("Could not link the contact", { description: error.message }),
  });
  if (found.isError) {
    return (
      <p className="text-sm text-red-700">
        Could not load your contacts to link: reload the page to try again.
      </p>
    );
  }
  if (!found.data) return null;
  if (found.data.total === 0) {
    return (
      <p className="text-sm text-slate-600">
        You have no contacts yet.{" "}
        <Link to="/app/networking" className="font-medium text-brand-700 underline">
          Add the people you know on the Networking page
        </Link>{" "}
        and link them here.
      </p>
    );
  }
  const linked = new Set(data.linked.map((c) => c.id));
  if (linked.size >= found.data.total)
    return <p className="text-sm text-slate-600">Every one of your contacts is linked.</p>;
  const choices = found.data.contacts.filter((c) => !linked.has(c.id));
  const firm = firmKey(application.firm);
  const atFirm = choices.filter((c) => firm && firmKey(c.firm) === firm);
  const others = choices.filter((c) => !(firm && firmKey(c.firm) === firm));
  const more = found.data.matching > found.data.contacts.length;
  const option = (c: ContactItem) => (
    <option key={c.id} value={c.id}>
      {c.firm ? `${c.name} (${c.firm})` : c.name}
    </option>
  );
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) link.mutate(chosen);
      }}
    >
      {(more || q) && (
        <div className="min-w-0 space-y-1">
          <Label htmlFor={`${id}-find`} className="block">
            Find a contact
          </Label>
          <Input
            id={`${id}-find`}
            type="search"
            value={typed}
            maxLength={200}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="Name, firm or tag"
          />
        </div>
      )}
      <div className="min-w-0 space-y-1">
        <Label htmlFor={`${id}-contact`} className="block">
          Contact to link
        </Label>
        <NativeSelect id={`${id}-contact`} value={chosen} onChange={(event) => setChosen(event.target.value)}>
          <option value="">
            {choices.length ? "Choose a contact" : "No contact matches: try another name"}
          </option>
          {atFirm.length > 0 && <optgroup label={`At ${application.firm}`}>{atFirm.map(option)}</optgroup>}
          {others.length > 0 && <optgroup label="Other contacts">{others.map(option)}</optgroup>}
        </NativeSelect>
        {more && (
          <p className="text-xs text-slate-600">
            Showing the first {found.data.contacts.length} of {found.data.matching}: type a name to find
            anyone else.
          </p>
        )}
      </div>
      <Button type="submit" variant="secondary" disabled={!chosen || link.isPending}>
        <Link2 aria-hidden className="size-4" />
        Link contact
      </Button>
    </form>
  );
}

export function ApplicationContactsPanel({ application }: { application: Target }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const panel = useQuery(applicationContactsQuery(application.id));
  const unlink = useMutation({
    mutationFn: (contactId: string) => unlinkContact(application.id, contactId),
    onSuccess: (next) => {
      queryClient.setQueryData(applicationContactsQuery(application.id).queryKey, next);
      toast.success("Contact unlinked");
    },
    onError: (error) => toast.error("Could not unlink the contact", { description: error.message }),
  });

  return (
    <section
      aria-labelledby={titleId}
      className="min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        Contacts
      </h2>
      <QueryState query={panel} what="contacts">
        {(data) => (
          <>
            <div>
              <h3 className="text-sm font-semibold text-slate-800">Contacts at {application.firm}</h3>
              {data.at_firm.length === 0 ? (
                <p className="text-sm text-slate-600">
                  None of your contacts works at {application.firm} yet.
                </p>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {data.at_firm.map((contact) => (
                    <ContactLine key={contact.id} contact={contact} />
                  ))}
                </ul>
              )}
            </div>
            <div>
              <h3 className="text-sm font-semibold text-slate-800">Linked to this application</h3>
              {data.linked.length === 0 ? (
                <p className="text-sm text-slate-600">No contact is linked yet.</p>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {data.linked.map((contact) => (
                    <ContactLine
                      key={contact.id}
                      contact={contact}
                      action={
                        <Button
                          variant="ghost"
                          size="sm"
                          disabled={unlink.isPending}
                          onClick={() => unlink.mutate(contact.id)}
                          aria-label={`Unlink ${contact.name}`}
                        >
                          <Unlink aria-hidden className="size-4" />
                          Unlink
                        </Button>
                      }
                    />
                  ))}
                </ul>
              )}
            </div>
            <LinkPicker application={application} data={data} />
          </>
        )}
      </QueryState>
    </section>
  );
}
