import { Button } from "../../../components/ui/button";
import { Notice } from "../../../components/ui/notice";
import { useRequestSignInLink } from "../api/account";

/**
 * Offered when password sign-in answers 429: too many wrong passwords for this account from this
 * network, perhaps someone else's. A link sent to the account's inbox gets its owner in anyway.
 */
export function SignInLinkOffer({ email, reason }: { email: string; reason: string }) {
  const request = useRequestSignInLink();
  if (request.isSuccess) {
    return (
      <Notice tone="success" className="mt-4">
        <p className="font-medium">Check your email</p>
        <p className="mt-1">{request.data.message} Open it to sign in without your password.</p>
      </Notice>
    );
  }
  return (
    <section
      aria-labelledby="sign-in-link-title"
      className="mt-4 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <h2 id="sign-in-link-title" className="font-medium">
        Password sign-in is paused for this account on your network
      </h2>
      <p className="mt-1">
        Too many wrong passwords were entered for {email} from your network. {reason} You do not have to wait:
        we can email you a one-time link that signs you in.
      </p>
      {request.isError && (
        <Notice tone="error" className="mt-3">
          {request.error.message}
        </Notice>
      )}
      <Button
        type="button"
        variant="secondary"
        className="mt-3 w-full sm:w-auto"
        onClick={() => request.mutate({ email })}
        disabled={request.isPending}
      >
        {request.isPending ? "Sending Link..." : "Email me a sign-in link"}
      </Button>
    </section>
  );
}
