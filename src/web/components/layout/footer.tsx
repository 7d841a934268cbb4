import { Link } from "react-router";
import { SocialIcons } from "./social-icons";

const COLUMNS = [
  {
    title: "Company",
    links: [
      { to: "/blog", label: "Blog" },
      { to: "/careers", label: "Careers" },
      { to: "/contact", label: "Contact" },
    ],
  },
  {
    title: "Legal",
    links: [
      { to: "/privacy", label: "Privacy Policy" },
      { to: "/terms", label: "Terms of Service" },
      { to: "/cookies", label: "Cookie Policy" },
    ],
  },
];

// spec 000 §2.2: Company and Legal columns, social icons and the 'Admin Login' link.
export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-brand-900">Finance Careers</p>
          <p className="mt-2 text-sm text-slate-600">Helping students and graduates win finance jobs.</p>
          <div className="mt-4">
            <SocialIcons />
          </div>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold text-slate-900">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-slate-600 hover:text-brand-700">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="mx-auto flex max-w-7xl items-center justify-between border-t border-slate-100 px-4 py-4 text-xs text-slate-500">
        {/* Prerendered: after New Year this may lag until the next build, and must not fail hydration. */}
        <span suppressHydrationWarning>© {new Date().getFullYear()} Finance Careers</span>
        <Link to="/admin/login" className="hover:text-brand-700">
          Admin Login
        </Link>
      </div>
    </footer>
  );
}
