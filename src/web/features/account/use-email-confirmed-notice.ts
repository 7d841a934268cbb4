import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { toast } from "../../lib/toast";

export const EMAIL_CONFIRMED_TOAST = {
  title: "Email confirmed",
  text: "Thank you: your email address is confirmed.",
} as const;

/**
 * The confirmation link lands with ?email=confirmed: say so once, then take the marker out of the
 * address so a reload or a shared link does not say it again.
 */
export function useEmailConfirmedNotice() {
  const [params, setParams] = useSearchParams();
  const confirmed = params.get("email") === "confirmed";
  useEffect(() => {
    if (!confirmed) return;
    toast.success(EMAIL_CONFIRMED_TOAST.title, { description: EMAIL_CONFIRMED_TOAST.text });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("email");
        return next;
      },
      { replace: true },
    );
  }, [confirmed, setParams]);
}
