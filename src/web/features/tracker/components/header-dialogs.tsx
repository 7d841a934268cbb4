import { CalendarDays, Plus } from "lucide-react";
import { lazy } from "react";
import { LazyDialogButton } from "../../../components/ui/lazy-dialog-button";

// The tracker's Add application and Add to calendar buttons. Their dialogs (a form library, the
// application schema, the feed's settings) are not needed to show the board.

const loadAddApplication = () => import("./add-application-dialog");
const AddApplicationDialog = lazy(() =>
  loadAddApplication().then((module) => ({ default: module.AddApplicationDialog })),
);
const loadCalendarFeed = () => import("./calendar-feed");
const CalendarFeedDialog = lazy(() =>
  loadCalendarFeed().then((module) => ({ default: module.CalendarFeedDialog })),
);

export function AddApplicationButton() {
  return (
    <LazyDialogButton load={loadAddApplication} dialog={(state) => <AddApplicationDialog {...state} />}>
      <Plus aria-hidden className="size-4" />
      Add application
    </LazyDialogButton>
  );
}

export function CalendarFeedButton() {
  return (
    <LazyDialogButton
      variant="secondary"
      load={loadCalendarFeed}
      dialog={(state) => <CalendarFeedDialog {...state} />}
    >
      <CalendarDays aria-hidden className="size-4" />
      Add to calendar
    </LazyDialogButton>
  );
}
