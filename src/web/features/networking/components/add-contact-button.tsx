import { Plus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "../../../components/ui/button";

// Add contact's button is on the screen from the first paint; its dialog (the contact form, which
// validates with zod) is fetched when the member points at, focuses or clicks the button. Once loaded
// the dialog stays mounted, so what was typed is kept when it closes, and focus returns to the button.
const loadDialog = () => import("./add-contact-dialog");
const AddContactDialog = lazy(() => loadDialog().then((module) => ({ default: module.AddContactDialog })));

export function AddContactButton({ atLimit }: { atLimit: boolean }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  // A failed head start is not an error: the click asks again, through React.lazy.
  const warm = () => void loadDialog().catch(() => {});
  return (
    <>
      <Button
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        <Plus aria-hidden className="size-4" />
        Add contact
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <AddContactDialog atLimit={atLimit} open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}
