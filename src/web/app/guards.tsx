import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useAuth } from "../lib/session";

/** The current location, to come back to after signing in. */
function useReturnPath() {
  const { pathname, search, hash } = useLocation();
  return encodeURIComponent(`${pathname}${search}${hash}`);
}

// spec 000 §2.11: nothing while loading; signed out → /login carrying the location.
export function RequireUser({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const returnPath = useReturnPath();
  if (auth.status === "loading") return null;
  if (auth.status === "signed-out") return <Navigate to={`/login?redirect=${returnPath}`} replace />;
  return children;
}

// 001 §2: anyone who is not a signed-in admin goes to /admin/login, which remembers the page.
// The server enforces the same rule on every /api/admin route; this only decides what to render.
export function RequireAdmin({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const returnPath = useReturnPath();
  if (auth.status === "loading") return null;
  if (auth.status !== "signed-in" || !auth.isAdmin) {
    return <Navigate to={`/admin/login?redirect=${returnPath}`} replace />;
  }
  return children;
}
