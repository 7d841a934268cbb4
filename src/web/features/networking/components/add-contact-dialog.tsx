import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Dialog } from "../../../components/ui/dialog";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { createContact, NETWORKING_KEY } from "../api";
import { ContactForm, EMPTY_CONTACT, type FieldErrors, toInput } from "./contact-form";
import { UpgradeNotice } from "./upgrade-notice";

// Add contact, on every plan: at the Free plan's limit the upgrade prompt shows and what was typed stays
// in the form.

// The dialog only: its button is add-contact-button.tsx, which loads this module (the form validates
// with zod) when the member first reaches for it.
export function AddContactDialog({
  atLimit,
  open,
  setOpen,
}: {
  atLimit: boolean;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const [limitReached, setLimitReached] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  // A new key gives the next contact an empty form.
  const [formKey, setFormKey] = useState(0);
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: createContact,
    onSuccess: ({ contact }) => {
      toast.success("Contact added", {
        description: contact.firm ? `${contact.name}, ${contact.firm}` : contact.name,
      });
      setOpen(false);
      setFormKey((k) => k + 1);
      return queryClient.invalidateQueries({ queryKey: NETWORKING_KEY });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === "free_limit_reached") {
        setLimitReached(true);
        return;
      }
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        setServerErrors(error.fields);
        return;
      }
      toast.error("Could not add the contact", { description: error.message });
    },
  });
  const showLimit = limitReached || atLimit;

  return (
    <Dialog open={open} onOpenChange={setOpen} title="Add contact" className="max-w-2xl">
      <ContactForm
        key={formKey}
        initial={EMPTY_CONTACT}
        submitLabel="Add contact"
        busyLabel="Adding..."
        busy={create.isPending}
        serverErrors={serverErrors}
        onSubmit={(values) => {
          setServerErrors({});
          create.mutate(toInput(values));
        }}
        onCancel={() => setOpen(false)}
        notice={showLimit ? <UpgradeNotice extra="What you type here is kept." /> : undefined}
      />
    </Dialog>
  );
}
