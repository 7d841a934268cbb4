import {
  FileText,
  KeyRound,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  Megaphone,
  ScrollText,
  Share2,
  Users,
} from "lucide-react";

// 001 §2 admin layout: the spec's five sections, plus Support Tickets, Site Content and the Audit Log
//, in the order an admin meets them.
export const ADMIN_SECTIONS: readonly { to: string; label: string; icon: LucideIcon }[] = [
  { to: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { to: "/admin/users", label: "User Management", icon: Users },
  { to: "/admin/bulk-licenses", label: "Bulk Licenses", icon: KeyRound },
  { to: "/admin/broadcast", label: "Broadcast Messages", icon: Megaphone },
  { to: "/admin/referrals", label: "Referrals", icon: Share2 },
  { to: "/admin/support-tickets", label: "Support Tickets", icon: LifeBuoy },
  { to: "/admin/site-content", label: "Site Content", icon: FileText },
  { to: "/admin/audit-log", label: "Audit Log", icon: ScrollText },
];

/** The section a path belongs to (a ticket's conversation belongs to Support Tickets). */
export function sectionOf(pathname: string) {
  return ADMIN_SECTIONS.find((s) => pathname === s.to || pathname.startsWith(`${s.to}/`));
}
