import { Navigate, useLocation } from "react-router";

// DESIGN §6: /app/onboard/* is an alias of /onboard/*.
export default function AppOnboardRedirect() {
  const { pathname, search } = useLocation();
  return <Navigate to={`${pathname.replace(/^\/app\/onboard/, "/onboard")}${search}`} replace />;
}
