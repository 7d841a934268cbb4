import { NavLink } from "react-router";
import { cn } from "../../../lib/utils";
import { ADMIN_SECTIONS } from "../sections";

/** The admin sections as a list of links; the layout shows it as a sidebar or, on phones, a menu. */
export function AdminSectionLinks({ id, onNavigate }: { id?: string; onNavigate?: () => void }) {
  return (
    <nav id={id} aria-label="Admin sections">
      <ul className="flex flex-col gap-1">
        {ADMIN_SECTIONS.map(({ to, label, icon: Icon }) => (
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
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
