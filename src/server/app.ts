import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { accountRoutes } from "./features/account/account.routes";
import { adminRoutes } from "./features/admin/admin.routes";
import { billingRoutes, WEBHOOK_PATH } from "./features/billing/billing.routes";
import { unsubscribeRoutes } from "./features/broadcasts/unsubscribe.routes";
import { contactRoutes } from "./features/contact/contact.routes";
import { healthRoutes } from "./features/health/health.routes";
import { jobToolsRoutes } from "./features/job-tools/job-tools.routes";
import { jobsRoutes } from "./features/jobs/jobs.routes";
import { landingRoutes } from "./features/landing/landing.routes";
import { notificationsRoutes } from "./features/notifications/notifications.routes";
import { profileRoutes } from "./features/profile/profile.routes";
import { supportRoutes } from "./features/support/support.routes";
import { authHandler } from "./http/auth-handler";
import { type AppEnv, type Deps, requireAdminUser } from "./http/context";
import { createErrorHandler, HttpError, notFound } from "./http/errors";
import { requestContext } from "./http/request-context";
import { requireSameOrigin, securityHeaders } from "./http/security";
import { serveWeb } from "./web";

const MAX_BODY_BYTES = 100 * 1024;
// Issue 6/7: the admin's CSV of roles may be up to 2 MB (CSV_MAX_BYTES), more once escaped in JSON.
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
  );

  const api = new Hono<AppEnv>()
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
    .route("/landing", landingRoutes);

  // Every /api/admin route sits behind this one guard (DESIGN §4); feature routers mount under it.
  const admin = new Hono<AppEnv>();
  admin.use(async (c, next) => {
    requireAdminUser(c);
    await next();
  });
  admin.route("/", adminRoutes);

  app.route("/api", api);
  app.route("/api/admin", admin);
  app.on(["GET", "POST"], "/api/auth/*", authHandler);
  app.all("/api/*", () => {
    throw notFound("There is no such API route.");
  });

  if (options.webRoot) serveWeb(app, options.webRoot);
  return app;
}

export type App = ReturnType<typeof createApp>;
export type ApiRoutes = ReturnType<typeof buildApiType>;
// The typed client (hc<ApiType>) is inferred from the routers, never written by hand (STYLE habit 2).
function buildApiType() {
  return new Hono<AppEnv>()
    .route("/api/health", healthRoutes)
    .route("/api/account", accountRoutes)
    .route("/api/profile", profileRoutes)
    .route("/api/billing", billingRoutes)
    .route("/api/jobs", jobsRoutes)
    .route("/api/job-tools", jobToolsRoutes)
    .route("/api/support", supportRoutes)
    .route("/api/unsubscribe", unsubscribeRoutes)
    .route("/api/notifications", notificationsRoutes)
    .route("/api/contact", contactRoutes)
    .route("/api/landing", landingRoutes)
    .route("/api/admin", adminRoutes);
}
