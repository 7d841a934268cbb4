import { CalendarDays, Plus } from "lucide-react";
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from "react";
import { Button } from "../../../components/ui/button";

// The tracker's Add application and Add to calendar buttons. Their dialogs (a form library, the
// application schema, the feed's settings) are not needed to show the board, so each dialog's code is
// fetched when the member first opens it, or points at or focuses its button, which usually gives it
// a head start. The button itself is here from the first paint and is the one focus returns to when
// the dialog closes. Once loaded, a dialog stays mounted, so a half-typed application is kept.

type DialogProps = { open: boolean; setOpen: (open: boolean) => void };

const loadAddApplication = () => import("./add-application-dialog");
const AddApplicationDialog = lazy(() =>
  loadAddApplication().then((module) => ({ default: module.AddApplicationDialog })),
);
const loadCalendarFeed = () => import("./calendar-feed");
const CalendarFeedDialog = lazy(() =>
  loadCalendarFeed().then((module) => ({ default: module.CalendarFeedDialog })),
);

function DialogButton({
  children,
  variant,
  load,
  dialog: LoadedDialog,
}: {
  children: ReactNode;
  variant?: "secondary";
  load: () => Promise<unknown>;
  dialog: ComponentType<DialogProps>;
}) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  // A failed head start is not an error: the click asks again, through React.lazy.
  const warm = () => void load().catch(() => {});
  return (
    <>
      <Button
        variant={variant}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <LoadedDialog open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}

export function AddApplicationButton() {
  return (
    <DialogButton load={loadAddApplication} dialog={AddApplicationDialog}>
      <Plus aria-hidden className="size-4" />
      Add application
    </DialogButton>
  );
}

export function CalendarFeedButton() {
  return (
    <DialogButton variant="secondary" load={loadCalendarFeed} dialog={CalendarFeedDialog}>
      <CalendarDays aria-hidden className="size-4" />
      Add to calendar
    </DialogButton>
  );
}
