import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "../../lib/session";

/**
 * A member who is already signed in has nothing to do on the sign-in or sign-up page: they go on to
 * `destination`. Once the page's own form has been sent, the form decides where to go instead; and not
 * at all while `enabled` is false (an emailed sign-in link is open, which may be for another account).
 */
export function useSignedInRedirect(destination: string, enabled = true) {
  const auth = useAuth();
  const navigate = useNavigate();
  const sent = useRef(false);
  useEffect(() => {
    if (enabled && auth.status === "signed-in" && !sent.current) navigate(destination, { replace: true });
  }, [auth.status, destination, enabled, navigate]);
  return {
    /** Call when the form is sent, so its own outcome is not overtaken. */
    markSent: () => {
      sent.current = true;
    },
  };
}
