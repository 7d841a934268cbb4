import {
  Bell,
  BookOpen,
  Briefcase,
  Building2,
  CreditCard,
  FileText,
  GraduationCap,
  KanbanSquare,
  MessageSquareText,
  Mic,
  User,
  Users,
} from "lucide-react";
import { NavLink } from "react-router";
import { cn } from "../../lib/utils";

// spec 000 §2.10: the signed-in app's screens, one click away from every page of the app.
export const APP_SECTIONS = [
  { to: "/app/job-feed", label: "Job feed", icon: Briefcase },
  { to: "/app/premier-firms", label: "Premier firms", icon: Building2 },
  { to: "/app/tracker", label: "Tracker", icon: KanbanSquare },
  { to: "/app/documents", label: "Documents", icon: FileText },
  { to: "/app/assessment-prep", label: "Assessment prep", icon: GraduationCap },
  { to: "/app/interview", label: "Interview practice", icon: Mic },
  { to: "/app/networking", label: "Networking", icon: Users },
  { to: "/app/prep", label: "Prep", icon: BookOpen },
  { to: "/app/career-coach", label: "Career coach", icon: MessageSquareText },
  { to: "/app/notifications", label: "Notifications", icon: Bell },
  { to: "/app/billing", label: "Billing", icon: CreditCard },
  { to: "/app/profile", label: "Profile", icon: User },
] as const;

/** A sidebar on wide screens, a scrolling strip of links on narrow ones. */
export function AppNav() {
  return (
    <nav
      aria-label="App sections"
      className="border-b border-slate-200 bg-white lg:w-56 lg:shrink-0 lg:border-r lg:border-b-0"
    >
      <ul className="flex gap-1 overflow-x-auto px-2 py-2 lg:sticky lg:top-16 lg:flex-col lg:overflow-visible lg:px-3 lg:py-4">
        {APP_SECTIONS.map(({ to, label, icon: Icon }) => (
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
              <Icon aria-hidden className="size-4" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
