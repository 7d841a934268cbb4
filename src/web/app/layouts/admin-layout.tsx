import { useEffect, useState } from "react";
import { Navigate, Outlet, useLocation, useNavigation } from "react-router";
import { Navbar } from "../../components/layout/navbar";
import { Spinner } from "../../components/ui/spinner";
import { AdminHeader } from "../../features/admin/components/admin-header";
import { AdminSectionLinks } from "../../features/admin/components/admin-sidebar";
import { sectionOf } from "../../features/admin/sections";
import { useAuth } from "../../lib/session";
import { RequireAdmin } from "../guards";
import { NotificationBell } from "./nav-slots";

// 001 §2 admin layout: a sidebar of sections (a menu on phones), the active section's title
// and the signed-in admin's name in the header, and a Logout that ends the session.
export default function AdminLayout() {
  const { pathname } = useLocation();
  const loading = useNavigation().state === "loading";
  const auth = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  // Set by Logout once the server has ended the session: go to the login page itself, not through
  // the guard (which would add ?redirect=) and before the session cache is cleared.
  const [leaving, setLeaving] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the phone menu on every navigation
  useEffect(() => setMenuOpen(false), [pathname]);

  if (leaving) return <Navigate to="/admin/login" replace />;
  const title = sectionOf(pathname)?.label ?? "Admin";
  return (
    <RequireAdmin>
      <div className="flex min-h-screen flex-col">
        <Navbar area="admin" bell={<NotificationBell />} />
        <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col md:flex-row">
          <aside className="hidden border-r border-slate-200 bg-white md:block md:w-60 md:shrink-0">
            <div className="sticky top-16 p-3">
              <AdminSectionLinks />
            </div>
          </aside>
          {/* The section's heading and the admin's Logout belong to the page's main content (a landmark). */}
          <main className="flex min-w-0 flex-1 flex-col">
            <AdminHeader
              title={title}
              menuOpen={menuOpen}
              onToggleMenu={() => setMenuOpen((open) => !open)}
              onLeave={() => setLeaving(true)}
            />
            {menuOpen && (
              <div id="admin-menu" className="border-b border-slate-200 bg-white p-3 shadow-sm md:hidden">
                {auth.status === "signed-in" && (
                  <p className="px-3 pb-2 text-sm text-slate-600">
                    Signed in as <span className="font-medium text-slate-900">{auth.user.name}</span>
                  </p>
                )}
                <AdminSectionLinks onNavigate={() => setMenuOpen(false)} />
              </div>
            )}
            <div className="min-w-0 flex-1 p-4 md:p-6">{loading ? <Spinner /> : <Outlet />}</div>
          </main>
        </div>
      </div>
    </RequireAdmin>
  );
}
