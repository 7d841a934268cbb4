import { GraduationCap } from "lucide-react";
import { Link } from "react-router";
import { GUARANTEE_DAYS, PREMIUM_PRICE_GBP } from "../../../../shared/constants";
import { Card } from "../../../components/ui/card";

/**
 * In place of the upgrade pitch for a University Bulk member: their licence already gives them every
 * Premium feature, so there is nothing to upgrade to; the one thing it does not give is the job
 * guarantee, which its terms tie to paid Premium (a card subscription), and the page says so.
 */
export function LicenceAccess({ until }: { until: string }) {
  return (
    <Card className="space-y-3" data-testid="licence-access">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <GraduationCap aria-hidden className="size-5 text-brand-600" /> Premium through your licence
      </h2>
      <p className="text-sm text-slate-700">
        Your organisation's licence gives you every Premium feature{until ? ` until ${until}` : ""}, so there
        is nothing to upgrade.
      </p>
      <p className="text-sm text-slate-700">
        The {GUARANTEE_DAYS}-day job guarantee is not part of licence access: it applies only to paid Premium,
        a card subscription of £{PREMIUM_PRICE_GBP} a month.{" "}
        <Link to="/terms#guarantee" className="font-medium text-brand-700 underline underline-offset-4">
          Read the guarantee conditions
        </Link>
      </p>
    </Card>
  );
}
