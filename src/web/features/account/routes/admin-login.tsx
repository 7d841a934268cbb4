import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { ADMIN_LOGIN_FAILED } from "../../../../shared/messages";
import { Footer } from "../../../components/layout/footer";
import { Navbar } from "../../../components/layout/navbar";
import { ApiError } from "../../../lib/api";
import { safeRedirect } from "../../../lib/safe-redirect";
import { useAuth } from "../../../lib/session";
import { AdminCodeStep } from "../components/admin-code-step";
import { AdminPasswordStep } from "../components/admin-password-step";
import { AuthCard } from "../components/auth-card";

export function meta() {
  return [{ title: "Admin login · Finance Careers" }];
}

// 001 §2 and §5: email and password, then the authenticator code. Only an admin with both
// gets in; every failure reads the same message, whichever step and whatever the reason.
export default function AdminLogin() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const auth = useAuth();
  /** The address whose password was accepted: the code step is showing. */
  const [codeFor, setCodeFor] = useState<string | null>(null);
  const [email, setEmail] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const destination = safeRedirect(params.get("redirect"), "/admin/dashboard");

  useEffect(() => {
    if (auth.status === "signed-in" && auth.isAdmin) navigate(destination, { replace: true });
  }, [auth, destination, navigate]);

  const showFailure = (error: Error) => {
    setFailure(error.message || ADMIN_LOGIN_FAILED);
    // The server ended the challenge (expired, or too many wrong codes): the password comes again.
    if (error instanceof ApiError && error.code === "admin_sign_in_expired") setCodeFor(null);
  };

  return (
    <div className="flex min-h-screen flex-col">
      <Navbar area="admin" />
      <main className="flex-1">
        <AuthCard
          title="Admin Login"
          subtitle={codeFor ? "Two-factor authentication" : "For platform staff only."}
        >
          {failure && (
            <p
              role="alert"
              className="mb-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
            >
              {failure}
            </p>
          )}
          {codeFor === null ? (
            <AdminPasswordStep
              defaultEmail={email}
              onAccepted={(accepted) => {
                setFailure(null);
                setEmail(accepted);
                setCodeFor(accepted);
              }}
              onFailed={showFailure}
            />
          ) : (
            <AdminCodeStep
              email={codeFor}
              onFailed={showFailure}
              onStartOver={() => {
                setFailure(null);
                setCodeFor(null);
              }}
            />
          )}
        </AuthCard>
      </main>
      <Footer />
    </div>
  );
}
