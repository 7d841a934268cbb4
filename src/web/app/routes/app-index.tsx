import { Navigate } from "react-router";

export default function AppIndex() {
  return <Navigate to="/app/job-feed" replace />;
}
