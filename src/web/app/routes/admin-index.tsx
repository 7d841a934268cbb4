import { Navigate } from "react-router";

// 001 §2: /admin goes to the admin login.
export default function AdminIndex() {
  return <Navigate to="/admin/login" replace />;
}
