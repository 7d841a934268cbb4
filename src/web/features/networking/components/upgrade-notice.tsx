import { Link } from "react-router";
import { limitMessage } from "../../../../shared/plans";
import { Notice } from "../../../components/ui/notice";

/**
 * The Free plan's contact limit, with the way to Premium; `extra` says what was kept. An error where
 * something was refused; on the page, where nothing went wrong, an information.
 */
export function UpgradeNotice({ extra, tone = "error" }: { extra?: string; tone?: "error" | "info" }) {
  return (
    <Notice tone={tone}>
      {limitMessage("contacts")} {extra}{" "}
      <Link to="/app/billing" className="font-medium underline">
        See Premium
      </Link>
    </Notice>
  );
}
