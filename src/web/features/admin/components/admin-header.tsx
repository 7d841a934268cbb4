import { LogOut, Menu, X } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { useAuth, useSignOut } from "../../../lib/session";
import { toast } from "../../../lib/toast";

/**
 * The header names the signed-in admin and Logout really ends the session. `onLeave`
 * takes the layout to /admin/login before the session cache is cleared (see useSignOut).
 */
export function AdminHeader({
  title,
  menuOpen,
  onToggleMenu,
  onLeave,
}: {
  title: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
  onLeave: () => void;
}) {
  const auth = useAuth();
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  const logout = async () => {
    setBusy(true);
    try {
      await signOut(onLeave);
    } catch (error) {
      toast.error("Logout failed", { description: `${(error as Error).message} Please try again.` });
      setBusy(false);
    }
  };
  return (
    <div className="flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-3 md:px-6 md:py-4">
      <Button
        variant="ghost"
        size="icon"
        className="-ml-2 md:hidden"
        aria-expanded={menuOpen}
        aria-controls="admin-menu"
        aria-label={menuOpen ? "Close admin menu" : "Open admin menu"}
        onClick={onToggleMenu}
      >
        {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
      </Button>
      <h1 className="min-w-0 flex-1 text-lg font-semibold text-slate-900 md:text-xl">{title}</h1>
      {auth.status === "signed-in" && (
        <p className="hidden text-sm text-slate-600 sm:block">
          Signed in as <span className="font-medium text-slate-900">{auth.user.name}</span>
        </p>
      )}
      <Button variant="secondary" size="sm" onClick={logout} disabled={busy}>
        <LogOut aria-hidden className="size-4" />
        {busy ? "Logging out..." : "Logout"}
      </Button>
    </div>
  );
}
