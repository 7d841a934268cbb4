import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { accountRoutes } from "./features/account/account.routes";
import { adminRoutes } from "./features/admin/admin.routes";
import { billingAdminRoutes } from "./features/billing/billing.admin.routes";
import { billingRoutes, WEBHOOK_PATH } from "./features/billing/billing.routes";
import { cancelSubscriptionsOf } from "./features/billing/stripe.service";
import { broadcastsAdminRoutes } from "./features/broadcasts/broadcasts.admin.routes";
import { unsubscribeRoutes } from "./features/broadcasts/unsubscribe.routes";
import { contactRoutes } from "./features/contact/contact.routes";
import { healthRoutes } from "./features/health/health.routes";
import { jobSourcesAdminRoutes } from "./features/job-sources/job-sources.admin.routes";
import { jobToolsRoutes } from "./features/jobs/job-tools.routes";
import { jobsRoutes } from "./features/jobs/jobs.routes";
import { landingAdminRoutes } from "./features/landing/landing.admin.routes";
import { landingRoutes } from "./features/landing/landing.routes";
import { notificationsRoutes } from "./features/notifications/notifications.routes";
import { profileRoutes } from "./features/profile/profile.routes";
import { referralsAdminRoutes } from "./features/referrals/referrals.admin.routes";
import { applyReferralCode } from "./features/referrals/referrals.service";
import { supportAdminRoutes } from "./features/support/support.admin.routes";
import { supportRoutes } from "./features/support/support.routes";
import { authHandler } from "./http/auth-handler";
import { type AppEnv, type Deps, type Hooks, requireAdminUser } from "./http/context";
import { createErrorHandler, HttpError, notFound } from "./http/errors";
import { requestContext } from "./http/request-context";
import { requireSameOrigin, securityHeaders } from "./http/security";
import { storableTextOnly } from "./http/text-guard";
import { serveWeb } from "./web";

/** The features that answer what other features ask during a request (http/context.ts). */
const HOOKS: Hooks = {
  applyReferralCode,
  beforeAccountDeleted: cancelSubscriptionsOf,
};

const MAX_BODY_BYTES = 100 * 1024;
// The admin's CSV of roles may be up to 2 MB (CSV_MAX_BYTES), more once escaped in JSON.
const CSV_IMPORT_PATH = "/api/admin/site-content/jobs-csv";
const CSV_BODY_BYTES = 5 * 1024 * 1024;
// Called from email links and mail clients' one-click buttons (RFC 8058), which send no Origin.
const UNSUBSCRIBE_PATH = "/api/unsubscribe";

export function createApp(deps: Deps, options: { webRoot?: string } = {}) {
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(deps.logger));
  // Security headers first, so they also wrap errors thrown while the request context loads the session.
  app.use(securityHeaders(deps.config.env === "production"));
  app.use(requestContext(deps));
  app.use(async (c, next) => {
    c.set("hooks", HOOKS);
    await next();
  });

  const apiBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new HttpError(413, "payload_too_large", "The request is too large (the limit is 100 KB).");
    },
  });
  const csvBodyLimit = bodyLimit({
    maxSize: CSV_BODY_BYTES,
    onError: () => {
      throw new HttpError(413, "payload_too_large", "The file is too large: upload at most 2 MB of CSV.");
    },
  });
  app.use(
    "/api/*",
    (c, next) => (c.req.path === CSV_IMPORT_PATH ? csvBodyLimit : apiBodyLimit)(c, next),
    requireSameOrigin(deps.config.appUrl, [WEBHOOK_PATH, UNSUBSCRIBE_PATH]),
    // The webhook's raw body is checked against Stripe's signature; better-auth reads its own body.
    storableTextOnly((path) => path === WEBHOOK_PATH || path.startsWith("/api/auth/")),
  );

  app.route("/", buildApi());
  app.on(["GET", "POST"], "/api/auth/*", authHandler);
  app.all("/api/*", () => {
    throw notFound("There is no such API route.");
  });

  if (options.webRoot) serveWeb(app, options.webRoot);
  return app;
}

export type App = ReturnType<typeof createApp>;
// The typed client (hc<ApiRoutes>) is inferred from the same routers the app mounts, never written by
// hand (STYLE habit 2).
export type ApiRoutes = ReturnType<typeof buildApi>;

/** Every /api/admin route sits behind this one guard (DESIGN §4); the UI's check only hides links. */
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

/** The API, listed once: the app mounts it and the client's type is read from it. */
function buildApi() {
  return new Hono<AppEnv>()
    .basePath("/api")
    .route("/health", healthRoutes)
    .route("/account", accountRoutes)
    .route("/profile", profileRoutes)
    .route("/billing", billingRoutes)
    .route("/jobs", jobsRoutes)
    .route("/job-tools", jobToolsRoutes)
    .route("/support", supportRoutes)
    .route("/unsubscribe", unsubscribeRoutes)
    .route("/notifications", notificationsRoutes)
    .route("/contact", contactRoutes)
    .route("/landing", landingRoutes)
    .route("/admin", buildAdminApi());
}
