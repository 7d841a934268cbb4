import { NavLink, Outlet, useLocation } from "react-router";
import { Navbar } from "../../components/layout/navbar";
import { useAuth } from "../../lib/session";
import { cn } from "../../lib/utils";
import { RequireAdmin } from "../guards";

// 001 §2 admin layout: the sidebar sections and the active section's title in the header.
const SECTIONS = [
  { to: "/admin/dashboard", label: "Dashboard" },
  { to: "/admin/users", label: "User Management" },
  { to: "/admin/bulk-licenses", label: "Bulk Licenses" },
  { to: "/admin/broadcast", label: "Broadcast Messages" },
  { to: "/admin/referrals", label: "Referrals" },
  { to: "/admin/support-tickets", label: "Support Tickets" },
];

export default function AdminLayout() {
  const { pathname } = useLocation();
  const auth = useAuth();
  const active = SECTIONS.find((s) => pathname.startsWith(s.to));
  return (
    <RequireAdmin>
      <div className="flex min-h-screen flex-col">
        <Navbar area="admin" />
        <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col md:flex-row">
          <aside className="border-b border-slate-200 bg-white md:w-60 md:border-r md:border-b-0">
            <nav aria-label="Admin" className="flex gap-1 overflow-x-auto p-3 md:flex-col">
              {SECTIONS.map((s) => (
                <NavLink
                  key={s.to}
                  to={s.to}
                  className={({ isActive }) =>
                    cn(
                      "whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium",
                      isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100",
                    )
                  }
                >
                  {s.label}
                </NavLink>
              ))}
            </nav>
          </aside>
          <div className="flex-1">
            <div className="flex items-center justify-between border-b border-slate-200 bg-white px-6 py-4">
              <h1 className="text-xl font-semibold">{active?.label ?? "Admin"}</h1>
              {auth.status === "signed-in" && (
                <span className="text-sm text-slate-600">{auth.user.name}</span>
              )}
            </div>
            <Outlet />
          </div>
        </div>
      </div>
    </RequireAdmin>
  );
}
