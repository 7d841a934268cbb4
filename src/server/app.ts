import { Hono, type MiddlewareHandler } from "hono";
import { accountRoutes } from "./features/account/account.routes";
import { adminRoutes } from "./features/admin/admin.routes";
import { alumniRoutes } from "./features/alumni/alumni.routes";
import { assessmentsRoutes } from "./features/assessments/assessments.routes";
import { billingAdminRoutes } from "./features/billing/billing.admin.routes";
import { billingRoutes, WEBHOOK_PATH } from "./features/billing/billing.routes";
import { cancelSubscriptionsOf } from "./features/billing/stripe.service";
import { broadcastsAdminRoutes } from "./features/broadcasts/broadcasts.admin.routes";
import { unsubscribeRoutes } from "./features/broadcasts/unsubscribe.routes";
import { careerCoachRoutes } from "./features/career-coach/career-coach.routes";
import { contactRoutes } from "./features/contact/contact.routes";
import { deleteContactMessagesOf } from "./features/contact/contact.service";
import { documentsRoutes } from "./features/documents/documents.routes";
import { deleteDocumentsOf } from "./features/documents/documents.service";
import { healthRoutes } from "./features/health/health.routes";
import { interviewRoutes } from "./features/interview/interview.routes";
import { firmLogosRoutes } from "./features/job-sources/firm-logos.routes";
import { addImportedRole } from "./features/job-sources/imported-roles.service";
import { jobSourcesAdminRoutes } from "./features/job-sources/job-sources.admin.routes";
import { readPostingLink } from "./features/jobs/import.service";
import { jobToolsRoutes } from "./features/jobs/job-tools.routes";
import { jobsRoutes } from "./features/jobs/jobs.routes";
import { landingAdminRoutes } from "./features/landing/landing.admin.routes";
import { landingRoutes } from "./features/landing/landing.routes";
import { networkingRoutes } from "./features/networking/networking.routes";
import { networkingToolsRoutes } from "./features/networking/networking-tools.routes";
import { notificationsRoutes } from "./features/notifications/notifications.routes";
import { prepRoutes } from "./features/prep/prep.routes";
import { profileRoutes } from "./features/profile/profile.routes";
import { exportData } from "./features/profile/profile.service";
import { referralsAdminRoutes } from "./features/referrals/referrals.admin.routes";
import { applyReferralCode } from "./features/referrals/referrals.service";
import { supportAdminRoutes } from "./features/support/support.admin.routes";
import { supportRoutes } from "./features/support/support.routes";
import { fileSupportMessage } from "./features/support/support.service";
import { trackerRoutes } from "./features/tracker/tracker.routes";
import { trackerGuaranteeRoutes } from "./features/tracker/tracker-guarantee.routes";
import { trackerRemindersRoutes } from "./features/tracker/tracker-reminders.routes";
import { authHandler } from "./http/auth-handler";
import { routeBodyLimits } from "./http/body-limit";
import { compressAnswers } from "./http/compress-answers";
import { type AppEnv, type Deps, type Hooks, requireAdminUser } from "./http/context";
import { closeAfterEarlyAnswer } from "./http/early-refusal";
import { createErrorHandler, notFound } from "./http/errors";
import type { PreparedSite } from "./http/prepared-site";
import { requestContext } from "./http/request-context";
import { requireSameOrigin, securityHeaders } from "./http/security";
import { storableTextOnly } from "./http/text-guard";
import { PUBLIC_FETCH_POLICY } from "./platform/safe-fetch";
import { serveWeb } from "./web";

/** The features that answer what other features ask during a request (http/context.ts). */
const HOOKS: Hooks = {
  applyReferralCode,
  beforeAccountDeleted: async (deps, userId) => {
    await cancelSubscriptionsOf(deps, userId);
    await deleteDocumentsOf(deps, userId);
    await deleteContactMessagesOf(deps.db, userId);
  },
  exportMemberData: exportData,
  fileSupportMessage,
  addImportedRole,
  readAdvertLink: (deps, userId, url) =>
    readPostingLink(deps.db, deps.fetchPolicy ?? PUBLIC_FETCH_POLICY, userId, url),
};

// Called from email links and mail clients' one-click buttons (RFC 8058), which send no Origin.
const UNSUBSCRIBE_PATH = "/api/unsubscribe";

/** `site`: the web build, prepared once (http/prepared-site.ts); without it only the API is served. */
export function createApp(deps: Deps, options: { site?: PreparedSite } = {}) {
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(deps.logger));
  // Security headers first, so they also wrap errors thrown while the request context loads the session.
  app.use(securityHeaders(deps.config.env === "production"));
  // Outermost after the headers, so it sees every answer, refusals rendered by onError included.
  app.use(closeAfterEarlyAnswer);
  app.use(requestContext(deps));
  app.use(async (c, next) => {
    c.set("hooks", HOOKS);
    await next();
  });

  app.use(
    "/api/*",
    // Outside the routes, so an error's answer rendered by onError is compressed like any other.
    compressAnswers,
    // Each route's own body limit (declared in its routes file) or the default, before anything reads
    // the body.
    routeBodyLimits,
    requireSameOrigin(deps.config.appUrl, [WEBHOOK_PATH, UNSUBSCRIBE_PATH]),
    // The webhook's raw body is checked against Stripe's signature; better-auth reads its own body.
    storableTextOnly((path) => path === WEBHOOK_PATH || path.startsWith("/api/auth/")),
  );

  app.route("/", buildApi());
  app.on(["GET", "POST"], "/api/auth/*", authHandler);
  app.all("/api/*", () => {
    throw notFound("There is no such API route.");
  });

  if (options.site) serveWeb(app, options.site);
  return app;
}

export type App = ReturnType<typeof createApp>;
// The typed client (hc<ApiRoutes>) is inferred from the same routers the app mounts, never written by
// hand: a route whose answer changes changes the client's types with it.
export type ApiRoutes = ReturnType<typeof buildApi>;

/** Every /api/admin route sits behind this one guard; the UI's check only hides links. */
const adminOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireAdminUser(c);
  await next();
};

/** Each feature's admin screens have their own router; all mount under /api/admin. */
function buildAdminApi() {
  return new Hono<AppEnv>()
    .use(adminOnly)
    .route("/", adminRoutes)
    .route("/", billingAdminRoutes)
    .route("/", referralsAdminRoutes)
    .route("/", broadcastsAdminRoutes)
    .route("/", supportAdminRoutes)
    .route("/site-content", landingAdminRoutes)
    .route("/site-content", jobSourcesAdminRoutes);
}

/**
 * The API, listed once: the app mounts it and the client's type is read from it. Tracker reminders mount
 * before the tracker's own router: that router guards all of /tracker/* with `signedIn`, and the calendar
 * feed (/tracker/calendar/<token>.ics) answers calendar apps, which have no session.
 */
function buildApi() {
  return new Hono<AppEnv>()
    .basePath("/api")
    .route("/health", healthRoutes)
    .route("/account", accountRoutes)
    .route("/profile", profileRoutes)
    .route("/billing", billingRoutes)
    .route("/jobs", jobsRoutes)
    .route("/tracker", trackerRemindersRoutes)
    .route("/tracker", trackerRoutes)
    .route("/tracker", trackerGuaranteeRoutes)
    .route("/documents", documentsRoutes)
    .route("/interview", interviewRoutes)
    .route("/networking", networkingRoutes)
    .route("/networking", networkingToolsRoutes)
    .route("/assessments", assessmentsRoutes)
    .route("/alumni", alumniRoutes)
    .route("/prep", prepRoutes)
    .route("/career-coach", careerCoachRoutes)
    .route("/job-tools", jobToolsRoutes)
    .route("/support", supportRoutes)
    .route("/unsubscribe", unsubscribeRoutes)
    .route("/notifications", notificationsRoutes)
    .route("/contact", contactRoutes)
    .route("/landing", landingRoutes)
    .route("/firm-logos", firmLogosRoutes)
    .route("/admin", buildAdminApi());
}
