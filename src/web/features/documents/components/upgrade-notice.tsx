import { Link } from "react-router";
import { Notice } from "../../../components/ui/notice";

/** A Free limit or a Premium tool: what happened, that nothing was lost, and where to upgrade. */
export function UpgradeNotice({ message, kept }: { message: string; kept?: string }) {
  return (
    <Notice tone="error">
      {message} {kept}{" "}
      <Link to="/app/billing" className="font-medium underline">
        See Premium
      </Link>
    </Notice>
  );
}

export const isUpgradeError = (code: string) =>
  code === "free_limit_reached" || code === "premium_required" || code === "storage_limit_reached";
