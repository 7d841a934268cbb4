import { Navigate, useLocation } from "react-router";

// /app/onboard/* is an alias of /onboard/*, where onboarding lives (docs/product.md).
export default function AppOnboardRedirect() {
  const { pathname, search } = useLocation();
  return <Navigate to={`${pathname.replace(/^\/app\/onboard/, "/onboard")}${search}`} replace />;
}
