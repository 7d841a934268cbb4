import { NavLink } from "react-router";
import { APP_SCREENS, type AppScreen } from "../../lib/app-screens";
import { cn } from "../../lib/utils";

// spec 000 §2.10: the signed-in app's screens, one click away from every page of the app.
const SECTIONS = (APP_SCREENS as readonly AppScreen[]).flatMap((screen) =>
  screen.nav ? [{ to: `/app/${screen.path}`, ...screen.nav }] : [],
);

/** The list of app sections, in the sidebar and in the phone's menu. */
export function AppSections({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="flex flex-col gap-1">
      {SECTIONS.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap",
                isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100",
              )
            }
          >
            <Icon aria-hidden className="size-4 shrink-0" />
            <span className="min-w-0 truncate">{label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** A sidebar on wide screens; on narrower ones the same list is in the app bar's menu. */
export function AppNav() {
  return (
    <nav
      aria-label="App sections"
      className="hidden w-64 shrink-0 border-r border-slate-200 bg-white lg:block"
    >
      <div className="sticky top-16 px-3 py-4">
        <AppSections />
      </div>
    </nav>
  );
}
