import { useQuery } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import { Suspense, useId, useRef, useState } from "react";
import { BADGE_CAP } from "../../../../shared/constants";
import { Button } from "../../../components/ui/button";
import { loadOnUse } from "../../../lib/load-on-use";
import { useAuth, useSessionEnding } from "../../../lib/session";
import { notificationsQuery } from "../api";
import { badgeText } from "../badge";
import { NOTIFICATION_TEXTS } from "../texts";

// The popover (radix's popper and the list's code) is not needed until the bell is pressed: it is
// fetched when the member points at or focuses the bell, and drawn the first time it opens.
const { Component: NotificationPopover, warm } = loadOnUse(
  () => import("./notification-popover"),
  (module) => module.default,
);

/**
 * spec 000 §2.2 and §2.12: the bell in the app and admin bars. The badge shows the unread count (hidden
 * at 0, '9+' above 9); both refresh every 60 s, and the list reloads each time the popover opens.
 * The button's name carries the badge as shown ("Open notifications, 3 unread"), so a person who says
 * what they see to voice control names it; above the cap the exact count is its description.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  // On /admin/login the admin bar shows the bell before anyone has signed in: nothing to load then.
  const ending = useSessionEnding();
  const signedIn = useAuth().status === "signed-in" && !ending;
  const notifications = useQuery({ ...notificationsQuery, enabled: signedIn });
  const unread = notifications.data?.unread_count ?? 0;
  const badge = badgeText(unread, BADGE_CAP);
  const titleId = useId();
  const countId = useId();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) setOpened(true);
    if (next && signedIn) void notifications.refetch();
  };

  return (
    <>
      <Button
        ref={bell}
        variant="ghost"
        size="icon"
        className="relative shrink-0"
        aria-label={badge ? `${NOTIFICATION_TEXTS.open}, ${badge} unread` : NOTIFICATION_TEXTS.open}
        aria-describedby={unread > BADGE_CAP ? countId : undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => onOpenChange(!open)}
      >
        <Bell aria-hidden className="size-5" />
        {badge && (
          <>
            <span
              aria-hidden
              data-testid="notification-badge"
              className="absolute top-0.5 left-1/2 grid h-[1.125rem] min-w-[1.125rem] place-items-center rounded-full bg-red-600 px-1 text-[0.6875rem] leading-none font-semibold text-white ring-2 ring-white"
            >
              {badge}
            </span>
            {unread > BADGE_CAP && (
              <span id={countId} className="sr-only">
                {unread} unread
              </span>
            )}
          </>
        )}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <NotificationPopover
            open={open}
            onOpenChange={onOpenChange}
            bell={bell}
            titleId={titleId}
            signedIn={signedIn}
          />
        </Suspense>
      )}
    </>
  );
}
