import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { CONTACT_STAGES, type ContactStage, type TemplateKind } from "../../../../shared/networking-labels";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Label } from "../../../components/ui/label";
import { errorMessage, LoadError } from "../../../components/ui/load-error";
import { NativeSelect } from "../../../components/ui/native-select";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { type ContactDetail, contactQuery, deleteContact, NETWORKING_KEY, updateContact } from "../api";
import { ContactReminders, Interactions, LinkedApplications } from "./contact-activity";
import { ContactDetails } from "./contact-details";
import {
  ContactForm,
  type ContactFormValues,
  cadenceValues,
  type FieldErrors,
  toInput,
} from "./contact-form";
import { LogInteraction } from "./log-interaction";
import { MessageTemplates } from "./message-templates";

// One contact in full, over the page (opened from the list, a follow-up or a notification's link):
// the stage (set by hand at any time), details and Edit, Log interaction, what is owed, the history,
// message templates and linked applications.

/** A part of the contact's view under its own heading (not a labelled region: its fields keep their names). */
function Part({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <div className="space-y-2 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        {action}
      </div>
      {children}
    </div>
  );
}

const formValues = (contact: ContactDetail["contact"]): ContactFormValues => ({
  name: contact.name,
  firm: contact.firm,
  role: contact.role,
  team: contact.team,
  met_via: contact.met_via ?? "",
  university: contact.university,
  email: contact.email,
  linkedin_url: contact.linkedin_url,
  tags: contact.tags.join(", "),
  stage: contact.stage,
  notes: contact.notes,
  ...cadenceValues(contact.follow_up_days),
});

function ContactBody({
  detail,
  initialTemplate,
  onDeleted,
}: {
  detail: ContactDetail;
  initialTemplate?: TemplateKind;
  onDeleted: () => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const { contact } = detail;
  const [editing, setEditing] = useState(false);
  const [logging, setLogging] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const refresh = () => queryClient.invalidateQueries({ queryKey: NETWORKING_KEY });
  const save = useMutation({
    mutationFn: (input: Parameters<typeof updateContact>[1]) => updateContact(contact.id, input),
    onSuccess: (_, input) => {
      toast.success(Object.keys(input).length === 1 && input.stage ? "Stage updated" : "Contact saved");
      setEditing(false);
      return refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setServerErrors(error.fields);
      else toast.error("Could not save the contact", { description: error.message });
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteContact(contact.id),
    onSuccess: () => {
      toast.success("Contact deleted", { description: contact.name });
      onDeleted();
      return refresh();
    },
    onError: (error) => toast.error("Could not delete the contact", { description: error.message }),
  });
  const thankYouOwed = detail.reminders.some((r) => r.kind === "thank_you");

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <Label htmlFor={`${id}-stage`} className="block">
            Stage
          </Label>
          <NativeSelect
            id={`${id}-stage`}
            className="w-auto"
            value={contact.stage}
            disabled={save.isPending}
            onChange={(event) => save.mutate({ stage: event.target.value as ContactStage })}
          >
            {CONTACT_STAGES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        {!editing && (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden className="size-4" />
              Edit
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirmDelete(true)}>
              <Trash2 aria-hidden className="size-4" />
              Delete contact
            </Button>
          </div>
        )}
      </div>
      {confirmDelete && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-red-50 p-3 text-sm"
        >
          <span className="text-red-800">
            Delete {contact.name}? Their interactions, reminders and application links go too.
          </span>
          <span className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={() => setConfirmDelete(false)}>
              Keep
            </Button>
            <Button variant="danger" size="sm" disabled={remove.isPending} onClick={() => remove.mutate()}>
              Delete
            </Button>
          </span>
        </div>
      )}
      {editing ? (
        <ContactForm
          initial={formValues(contact)}
          submitLabel="Save changes"
          busyLabel="Saving..."
          busy={save.isPending}
          serverErrors={serverErrors}
          onSubmit={(values) => {
            setServerErrors({});
            save.mutate(toInput(values));
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <ContactDetails contact={contact} />
      )}
      <Part
        title="Interactions"
        action={
          !logging && (
            <Button size="sm" onClick={() => setLogging(true)}>
              <Plus aria-hidden className="size-4" />
              Log interaction
            </Button>
          )
        }
      >
        {logging && (
          <LogInteraction
            contactId={contact.id}
            thankYouOwed={thankYouOwed}
            onDone={() => setLogging(false)}
          />
        )}
        <ContactReminders detail={detail} />
        <Interactions detail={detail} />
      </Part>
      <Part title="Message templates">
        <MessageTemplates contactId={contact.id} email={contact.email} initialKind={initialTemplate} />
      </Part>
      <Part title="Applications">
        <LinkedApplications detail={detail} />
      </Part>
    </div>
  );
}

export function ContactDialog({
  contactId,
  initialTemplate,
  onClose,
}: {
  contactId: string;
  initialTemplate?: TemplateKind;
  onClose: () => void;
}) {
  const query = useQuery(contactQuery(contactId));
  const missing = query.error instanceof ApiError && query.error.status === 404;
  const contact = query.data?.contact;
  const description = contact
    ? [contact.role, contact.firm].filter(Boolean).join(" at ") || undefined
    : undefined;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={contact?.name ?? (missing ? "Contact not found" : "Contact")}
      description={description}
      className="max-w-3xl"
    >
      {query.isPending && (
        <p role="status" className="text-sm text-slate-600">
          Loading the contact…
        </p>
      )}
      {missing && (
        <p className="text-sm text-slate-700">
          This contact does not exist or is not yours. It may have been deleted.
        </p>
      )}
      {query.isError && !missing && (
        <LoadError onRetry={() => query.refetch()}>
          {errorMessage(query.error, "Could not load the contact.")}
        </LoadError>
      )}
      {query.data && (
        <ContactBody detail={query.data} initialTemplate={initialTemplate} onDeleted={onClose} />
      )}
    </Dialog>
  );
}
