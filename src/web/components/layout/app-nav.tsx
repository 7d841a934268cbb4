import { NavLink } from "react-router";
import { APP_SCREENS, type AppScreen } from "../../lib/app-screens";
import { cn } from "../../lib/utils";

// spec 000 §2.10: the signed-in app's screens, one click away from every page of the app. A screen
// still being built is marked "Soon" (it opens a page that says what it will hold).
const SECTIONS = (APP_SCREENS as readonly AppScreen[]).flatMap((screen) =>
  screen.nav ? [{ to: `/app/${screen.path}`, ...screen.nav, soon: screen.status === "soon" }] : [],
);

/** A sidebar on wide screens, a scrolling strip of links on narrow ones. */
export function AppNav() {
  return (
    <nav
      aria-label="App sections"
      className="border-b border-slate-200 bg-white lg:w-64 lg:shrink-0 lg:border-r lg:border-b-0"
    >
      <ul className="flex gap-1 overflow-x-auto px-2 py-2 lg:sticky lg:top-16 lg:flex-col lg:overflow-visible lg:px-3 lg:py-4">
        {SECTIONS.map(({ to, label, icon: Icon, soon }) => (
          <li key={to} className="shrink-0">
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap",
                  isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100",
                )
              }
            >
              <Icon aria-hidden className="size-4 shrink-0" />
              <span className="min-w-0 truncate">{label}</span>
              {soon && (
                <span className="ml-auto shrink-0 rounded-full bg-slate-100 px-1.5 py-0.5 text-[0.6875rem] leading-none font-semibold text-slate-600">
                  Soon
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
