import { Link } from "react-router";
import { limitMessage } from "../../../../shared/plans";
import { Notice } from "../../../components/ui/notice";

/** The Free plan's contact limit, with the way to Premium; `extra` says what was kept. */
export function UpgradeNotice({ extra }: { extra?: string }) {
  return (
    <Notice tone="error">
      {limitMessage("contacts")} {extra}{" "}
      <Link to="/app/billing" className="font-medium underline">
        See Premium
      </Link>
    </Notice>
  );
}
