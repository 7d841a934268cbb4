import { useEffect } from "react";
import { useLocation, useSearchParams } from "react-router";
import { toast } from "../../lib/toast";

export const EMAIL_CONFIRMED_TOAST = {
  title: "Email confirmed",
  text: "Thank you: your email address is confirmed.",
} as const;

/**
 * The confirmation link lands with ?email=confirmed: say so once, then take the marker out of the
 * address so a reload or a shared link does not say it again.
 *
 * The link lands on /onboard, whose index redirects to a step (or the app) carrying the marker along,
 * while this hook, in the layout around it, takes the marker out. Those two navigations race; when the
 * redirect wins, the marker is back on the new address. So the effect runs again on every address that
 * still carries it, and the notice has a fixed id: a second call updates the one on screen instead of
 * stacking another.
 */
export function useEmailConfirmedNotice() {
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  // The address that carries the marker, by its navigation key (a new one for every navigation).
  const marked = params.get("email") === "confirmed" ? key : null;
  useEffect(() => {
    if (marked === null) return;
    toast.success(EMAIL_CONFIRMED_TOAST.title, {
      id: "email-confirmed",
      description: EMAIL_CONFIRMED_TOAST.text,
    });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("email");
        return next;
      },
      { replace: true },
    );
  }, [marked, setParams]);
}
