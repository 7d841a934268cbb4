import { Menu, X } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, NavLink, useNavigate } from "react-router";
import { useAuth, useSignOut } from "../../lib/session";
import { toast } from "../../lib/toast";
import { cn } from "../../lib/utils";
import { Button } from "../ui/button";
import { Sheet } from "../ui/sheet";
import { AccountWidget } from "./account-widget";
import { AppSections } from "./app-nav";

const PUBLIC_LINKS = [
  { to: "/", label: "Home" },
  { to: "/our-app", label: "Our App" },
  { to: "/pricing", label: "Pricing" },
  { to: "/blog", label: "Blog" },
  { to: "/faq", label: "FAQ" },
  { to: "/contact", label: "Contact" },
];

function Brand() {
  return (
    <Link
      to="/"
      className="flex shrink-0 items-center gap-2 text-base font-bold whitespace-nowrap text-brand-900 sm:text-lg"
    >
      <span
        aria-hidden
        className="grid size-8 shrink-0 place-items-center rounded-md bg-brand-600 text-white"
      >
        FC
      </span>
      Finance Careers
    </Link>
  );
}

type NavbarProps = {
  area: "public" | "app" | "admin";
  /** The notification bell, in the app and admin bars; passed in so this layout imports no feature. */
  bell?: ReactNode;
  /** The Help button, in the app bar. */
  help?: ReactNode;
};

/** spec 000 §2.2: three variants, chosen by the area the path is in. */
export function Navbar({ area, bell, help }: NavbarProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4"
      >
        <Brand />
        {area === "public" && <PublicNav />}
        {area === "app" && <AppNav bell={bell} help={help} />}
        {area === "admin" && (
          <div className="flex items-center gap-2">
            {bell}
            <Button asChild variant="secondary" size="sm" className="whitespace-nowrap">
              <Link to="/app/job-feed">Back to App</Link>
            </Button>
          </div>
        )}
      </nav>
    </header>
  );
}

function PublicNav() {
  const auth = useAuth();
  const [open, setOpen] = useState(false);
  const actions =
    auth.status === "signed-in" ? (
      <Button asChild>
        <Link to="/app/job-feed">Go to App</Link>
      </Button>
    ) : (
      <>
        <Button asChild variant="ghost">
          <Link to="/login">Log In</Link>
        </Button>
        <Button asChild>
          <Link to="/signup">Get Early Access</Link>
        </Button>
      </>
    );
  const links = PUBLIC_LINKS.map((link) => (
    <NavLink
      key={link.to}
      to={link.to}
      end
      onClick={() => setOpen(false)}
      className={({ isActive }) =>
        cn(
          "rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100",
          isActive ? "text-brand-700" : "text-slate-700",
        )
      }
    >
      {link.label}
    </NavLink>
  ));
  return (
    <>
      <div className="hidden items-center gap-1 md:flex">{links}</div>
      <div className="hidden items-center gap-2 md:flex">{actions}</div>
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? <X aria-hidden /> : <Menu aria-hidden />}
      </Button>
      {open && (
        <div
          id="mobile-menu"
          className="absolute inset-x-0 top-16 flex flex-col gap-1 border-b border-slate-200 bg-white p-4 shadow md:hidden"
        >
          {links}
          <div className="mt-2 flex gap-2">{actions}</div>
        </div>
      )}
    </>
  );
}

/**
 * The app bar: on wide screens the account, Admin Panel and Exit App sit in the bar; on narrower ones
 * a menu button opens a panel with them and the app's sections, so nothing is squeezed off a phone.
 */
function AppNav({ bell, help }: { bell: ReactNode; help: ReactNode }) {
  const auth = useAuth();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const isAdmin = auth.status === "signed-in" && auth.isAdmin;
  const exit = async () => {
    setBusy(true);
    try {
      await signOut(() => navigate("/"));
    } catch (error) {
      toast.error("Logout failed", { description: `${(error as Error).message} Please try again.` });
    } finally {
      setBusy(false);
    }
  };
  const exitButton = (
    <Button variant="ghost" size="sm" onClick={exit} disabled={busy} className="whitespace-nowrap">
      Exit App (Logout)
    </Button>
  );
  return (
    <div className="flex min-w-0 items-center gap-1 sm:gap-2">
      {isAdmin && (
        <Button asChild variant="secondary" size="sm" className="hidden lg:inline-flex">
          <Link to="/admin/dashboard">Admin Panel</Link>
        </Button>
      )}
      {help}
      {bell}
      <div className="hidden items-center gap-2 lg:flex">
        <AccountWidget />
        {exitButton}
      </div>
      <Sheet
        open={menuOpen}
        onOpenChange={setMenuOpen}
        title="App menu"
        trigger={
          <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open the app menu">
            <Menu aria-hidden />
          </Button>
        }
      >
        <div className="space-y-4 p-3">
          <AccountWidget full />
          <nav aria-label="App sections">
            <AppSections onNavigate={() => setMenuOpen(false)} />
          </nav>
          <div className="flex flex-col gap-2 border-t border-slate-200 pt-3">
            {isAdmin && (
              <Button asChild variant="secondary" size="sm">
                <Link to="/admin/dashboard" onClick={() => setMenuOpen(false)}>
                  Admin Panel
                </Link>
              </Button>
            )}
            {exitButton}
          </div>
        </div>
      </Sheet>
    </div>
  );
}
