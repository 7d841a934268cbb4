import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Notice } from "../../../components/ui/notice";
import { useSignInWithLink } from "../api/account";
import { AuthCard } from "./auth-card";

/**
 * What an emailed sign-in link opens. It signs in when the member presses the button, not on opening:
 * mail scanners open the links in a message, and would otherwise use up this one-time link first.
 */
export function SignInWithLink({ token, onSignedIn }: { token: string; onSignedIn: () => void }) {
  const signIn = useSignInWithLink();
  return (
    <AuthCard
      title="Sign in with your email link"
      subtitle="Press the button to finish signing in. The link works once."
    >
      {signIn.isError ? (
        <>
          <Notice tone="error">{signIn.error.message}</Notice>
          <p className="mt-6 text-center text-sm">
            <Link to="/login" className="font-medium text-brand-600 hover:underline">
              Back to log in
            </Link>
          </p>
        </>
      ) : (
        <Button
          type="button"
          size="lg"
          className="w-full"
          onClick={() => signIn.mutate({ token }, { onSuccess: onSignedIn })}
          disabled={signIn.isPending || signIn.isSuccess}
        >
          {signIn.isPending ? "Signing You In..." : "Sign In to Your Dashboard"}
        </Button>
      )}
    </AuthCard>
  );
}
