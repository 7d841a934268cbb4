import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { ONBOARDING_STEPS } from "../shared/onboarding";
import { APP_SCREENS, type AppScreen } from "./lib/app-screens";

// spec 000 §2.1, §2.9, §2.10 and 001 §2: every route of both specs. The app's screens come from their
// table (lib/app-screens.ts).
const appScreens = (APP_SCREENS as readonly AppScreen[]).map((screen) =>
  route(screen.path, screen.module, { id: screen.id }),
);

export default [
  layout("app/layouts/public-layout.tsx", [
    index("features/landing/routes/landing.tsx"),
    route("our-app", "features/tour/routes/our-app.tsx"),
    route("blog", "features/blog/routes/blog-index.tsx"),
    route("blog/:id", "features/blog/routes/blog-article.tsx"),
    route("faq", "features/faq/routes/faq.tsx"),
    route("contact", "features/contact/routes/contact.tsx"),
    route("careers", "features/careers/routes/careers.tsx"),
    route("privacy", "features/legal/routes/privacy.tsx"),
    route("terms", "features/legal/routes/terms.tsx"),
    route("cookies", "features/legal/routes/cookies.tsx"),
    route("pricing", "features/pricing/routes/pricing.tsx"),
    route("login", "features/account/routes/login.tsx"),
    route("signup", "features/account/routes/signup.tsx"),
    route("forgot-password", "features/account/routes/forgot-password.tsx"),
    route("reset-password", "features/account/routes/reset-password.tsx"),
    // The visible link in announcement and job-alert emails (server/platform/mail/unsubscribe.ts).
    route("unsubscribe", "features/notifications/routes/unsubscribe.tsx"),
    // Anything else: the not-found page, with the site's navigation and footer (the server answers 404).
    route("*", "app/routes/not-found.tsx"),
  ]),

  route("onboard", "app/layouts/onboard-layout.tsx", [
    index("app/routes/onboard-index.tsx"),
    ...ONBOARDING_STEPS.map((step) =>
      route(step, "features/profile/routes/onboarding-step.tsx", { id: `onboard-${step}` }),
    ),
  ]),
  // spec 000 §4.4 sends new members to /app/onboard/welcome; onboarding lives at /onboard (docs/product.md).
  route("app/onboard/*", "app/routes/app-onboard-redirect.tsx"),

  route("app", "app/layouts/app-layout.tsx", [
    index("app/routes/app-index.tsx"),
    route("account", "app/routes/app-account.tsx"),
    ...appScreens,
  ]),

  route("admin", "app/routes/admin-index.tsx"),
  route("admin/login", "features/account/routes/admin-login.tsx"),
  layout("app/layouts/admin-layout.tsx", [
    route("admin/dashboard", "features/admin/routes/dashboard.tsx"),
    route("admin/users", "features/admin/routes/users.tsx"),
    route("admin/bulk-licenses", "features/billing/admin/routes/bulk-licenses.tsx"),
    route("admin/broadcast", "features/broadcasts/admin/routes/broadcast.tsx"),
    route("admin/support-tickets", "features/support/admin/routes/support-tickets.tsx"),
    route("admin/support-tickets/:userId", "features/support/admin/routes/support-ticket.tsx"),
    route("admin/referrals", "features/referrals/admin/routes/referrals.tsx"),
    route("admin/site-content", "app/routes/admin-site-content.tsx"),
    route("admin/audit-log", "features/admin/routes/audit-log.tsx"),
  ]),
] satisfies RouteConfig;
