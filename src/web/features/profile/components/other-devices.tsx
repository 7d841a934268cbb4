import { useMutation } from "@tanstack/react-query";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../components/ui/load-error";
import { toast } from "../../../lib/toast";
import { signOutOthers } from "../api";
import { ProfileSection } from "./profile-section";

/** Ends every session but this one, for a shared or lost device. */
export function OtherDevices() {
  const signOut = useMutation({
    mutationFn: signOutOthers,
    onSuccess: (result) => toast.success("Signed out elsewhere", { description: result.message }),
    onError: (error) => toast.error("Could not sign out other devices", { description: errorMessage(error) }),
  });
  return (
    <ProfileSection
      title="Other devices"
      description="Signed in on a shared or lost device? End every session but this one."
    >
      <Button variant="secondary" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
        {signOut.isPending ? "Signing out..." : "Sign out of all other devices"}
      </Button>
    </ProfileSection>
  );
}
