// The bell's badge, apart from the popover's formatting: the bell is on every signed-in screen, and the
// relative times of the list (date-fns) load with the popover.

/** The badge: hidden at 0, the number up to the cap, then '9+' (spec 000 §9). */
export function badgeText(unread: number, cap: number): string | null {
  if (unread <= 0) return null;
  return unread > cap ? `${cap}+` : String(unread);
}
