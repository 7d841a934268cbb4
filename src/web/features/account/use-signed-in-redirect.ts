import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "../../lib/session";

/**
 * A member who is already signed in has nothing to do on the sign-in or sign-up page: they go on to
 * `destination`. Once the page's own form has been sent, the form decides where to go instead.
 */
export function useSignedInRedirect(destination: string) {
  const auth = useAuth();
  const navigate = useNavigate();
  const sent = useRef(false);
  useEffect(() => {
    if (auth.status === "signed-in" && !sent.current) navigate(destination, { replace: true });
  }, [auth.status, destination, navigate]);
  return {
    /** Call when the form is sent, so its own outcome is not overtaken. */
    markSent: () => {
      sent.current = true;
    },
  };
}
