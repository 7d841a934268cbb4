import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { errorMessage, LoadError } from "../../../components/ui/load-error";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../lib/toast";
import { profileQuery } from "../api";
import { AnswersEditor } from "../components/answers-editor";
import { DeleteAccount } from "../components/delete-account";
import { EmailSection } from "../components/email-section";
import { NotificationSettings } from "../components/notification-settings";
import { OtherDevices } from "../components/other-devices";
import { PasswordSection } from "../components/password-section";
import { YourData } from "../components/your-data";

export function meta() {
  return [{ title: "Profile · Finance Careers" }];
}

// /app/profile: everything onboarding collected, email and password, notification and privacy
// settings, other devices, the data export and account deletion.
export default function ProfileRoute() {
  const profile = useQuery(profileQuery);
  const [params, setParams] = useSearchParams();

  useEffect(() => {
    if (params.get("email") === "changed") {
      toast.success("Email address changed", {
        description: "Use your new address the next time you sign in.",
      });
      setParams({}, { replace: true });
    }
  }, [params, setParams]);

  if (profile.isPending) return <Spinner />;
  if (profile.isError) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-3xl font-bold tracking-tight">Profile</h1>
        <LoadError className="mt-6" onRetry={() => profile.refetch()}>
          Could not load your profile: {errorMessage(profile.error)}
        </LoadError>
      </section>
    );
  }
  const data = profile.data;
  return (
    <section className="mx-auto w-full max-w-4xl space-y-8 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Profile</h1>
        <p className="mt-2 text-slate-600">
          {data.first_name} {data.last_name} · {data.email}
        </p>
      </div>
      <AnswersEditor profile={data} />
      <NotificationSettings profile={data} />
      <div className="grid gap-6 md:grid-cols-2">
        <EmailSection profile={data} />
        <PasswordSection />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <OtherDevices />
        <YourData />
      </div>
      <DeleteAccount />
    </section>
  );
}
