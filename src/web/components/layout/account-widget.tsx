import { Link } from "react-router";
import { useAuth } from "../../lib/session";
import { cn } from "../../lib/utils";

/** Name, email and plan of the signed-in member; `full` shows them on every screen size (the phone's menu). */
export function AccountWidget({ full = false }: { full?: boolean }) {
  const auth = useAuth();
  if (auth.status !== "signed-in") return null;
  const { user, plan } = auth;
  const initials =
    `${user.first_name[0] ?? ""}${user.last_name[0] ?? ""}`.toUpperCase() || user.email[0]?.toUpperCase();
  return (
    <Link
      to="/app/profile"
      className="flex min-w-0 items-center gap-2 rounded-md px-2 py-1 hover:bg-slate-100"
    >
      {/* The visible words are the link's name, with "Account" and "plan" added for screen readers. */}
      <span className="sr-only">Account: </span>
      <span
        aria-hidden
        className="grid size-8 place-items-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700"
      >
        {initials}
      </span>
      <span className={cn("min-w-0 text-left leading-tight", full ? "block" : "hidden lg:block")}>
        <span className="block truncate text-sm font-medium" data-testid="account-name">
          {user.name}
        </span>
        <span className="block truncate text-xs text-slate-500" data-testid="account-email">
          {user.email}
        </span>
      </span>
      <span
        className={cn(
          "shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700",
          full ? "inline" : "hidden sm:inline",
        )}
        data-testid="account-plan"
      >
        {plan}
      </span>
      <span className="sr-only"> plan</span>
    </Link>
  );
}
