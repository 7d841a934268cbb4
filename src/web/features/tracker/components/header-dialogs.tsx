import { CalendarDays, Plus } from "lucide-react";
import { LazyDialogButton } from "../../../components/ui/lazy-dialog-button";
import { loadOnUse } from "../../../lib/load-on-use";

// The tracker's Add application and Add to calendar buttons. Their dialogs (a form library, the
// application schema, the feed's settings) are not needed to show the board.

const addApplication = loadOnUse(
  () => import("./add-application-dialog"),
  (module) => module.AddApplicationDialog,
);
const calendarFeed = loadOnUse(
  () => import("./calendar-feed"),
  (module) => module.CalendarFeedDialog,
);

export function AddApplicationButton() {
  return (
    <LazyDialogButton warm={addApplication.warm} dialog={(state) => <addApplication.Component {...state} />}>
      <Plus aria-hidden className="size-4" />
      Add application
    </LazyDialogButton>
  );
}

export function CalendarFeedButton() {
  return (
    <LazyDialogButton
      variant="secondary"
      warm={calendarFeed.warm}
      dialog={(state) => <calendarFeed.Component {...state} />}
    >
      <CalendarDays aria-hidden className="size-4" />
      Add to calendar
    </LazyDialogButton>
  );
}
