import { Plus } from "lucide-react";
import { LazyDialogButton } from "../../../components/ui/lazy-dialog-button";
import { loadOnUse } from "../../../lib/load-on-use";

// Add contact's dialog (the contact form, which validates with zod) is not needed to show the list.
const { Component: AddContactDialog, warm } = loadOnUse(
  () => import("./add-contact-dialog"),
  (module) => module.AddContactDialog,
);

export function AddContactButton({ atLimit }: { atLimit: boolean }) {
  return (
    <LazyDialogButton warm={warm} dialog={(state) => <AddContactDialog atLimit={atLimit} {...state} />}>
      <Plus aria-hidden className="size-4" />
      Add contact
    </LazyDialogButton>
  );
}
