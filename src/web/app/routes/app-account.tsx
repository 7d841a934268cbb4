import { Navigate } from "react-router";

// spec 000 §2.10: /app/account is the profile.
export default function AppAccount() {
  return <Navigate to="/app/profile" replace />;
}
