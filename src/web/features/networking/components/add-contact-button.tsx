import { Plus } from "lucide-react";
import { lazy } from "react";
import { LazyDialogButton } from "../../../components/ui/lazy-dialog-button";

// Add contact's dialog (the contact form, which validates with zod) is not needed to show the list.
const loadDialog = () => import("./add-contact-dialog");
const AddContactDialog = lazy(() => loadDialog().then((module) => ({ default: module.AddContactDialog })));

export function AddContactButton({ atLimit }: { atLimit: boolean }) {
  return (
    <LazyDialogButton load={loadDialog} dialog={(state) => <AddContactDialog atLimit={atLimit} {...state} />}>
      <Plus aria-hidden className="size-4" />
      Add contact
    </LazyDialogButton>
  );
}
