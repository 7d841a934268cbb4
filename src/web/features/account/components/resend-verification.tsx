import { Button } from "../../../components/ui/button";
import { toast } from "../../../lib/toast";
import { useResendVerification } from "../api/account";

/** Offered when a sign-in fails because the address is not confirmed yet. */
export function ResendVerification({ email }: { email: string }) {
  const resend = useResendVerification();
  const send = () =>
    resend.mutate(
      { email },
      {
        onSuccess: (result) => toast.success("Confirmation email", { description: result.message }),
        onError: (error) => toast.error("Could not send the email", { description: error.message }),
      },
    );
  return (
    <div className="mt-4 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <p>Your email address is not confirmed yet. Open the link we emailed you, or get a new one.</p>
      <Button variant="link" className="h-auto p-0" onClick={send} disabled={resend.isPending}>
        {resend.isPending ? "Sending..." : "Send a new confirmation email"}
      </Button>
    </div>
  );
}
