import { Navigate } from "react-router";

export default function OnboardIndex() {
  return <Navigate to="/onboard/welcome" replace />;
}
