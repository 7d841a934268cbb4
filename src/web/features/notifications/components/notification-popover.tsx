import { useQuery } from "@tanstack/react-query";
import { Popover } from "radix-ui";
import type { RefObject } from "react";
import { notificationsQuery } from "../api";
import { NotificationPanel } from "./notification-panel";

/**
 * The bell's popover, loaded the first time it opens (notification-bell.tsx draws the bell). The bell
 * is not a radix Trigger, so the popover is placed against it through a virtual anchor, a press on the
 * bell is left to the bell's own toggle, and focus goes back to the bell on close. It watches the list
 * itself rather than taking the bell's result: drawn after its code arrives, it would otherwise start
 * from the result of the bell's last render and miss an answer that came while the code loaded.
 */
export default function NotificationPopover({
  open,
  onOpenChange,
  bell,
  titleId,
  signedIn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  bell: RefObject<HTMLButtonElement | null>;
  titleId: string;
  signedIn: boolean;
}) {
  const query = useQuery({ ...notificationsQuery, enabled: signedIn });
  const onBell = (event: Event) => {
    if (event.target instanceof Node && bell.current?.contains(event.target)) event.preventDefault();
  };
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={bell} />
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-labelledby={titleId}
          onInteractOutside={onBell}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            bell.current?.focus();
          }}
          className="z-50 w-96 max-w-[calc(100vw-1rem)] overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg focus:outline-none"
        >
          <NotificationPanel titleId={titleId} query={query} onClose={() => onOpenChange(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
