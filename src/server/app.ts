import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_ANSWER_WORDS } from "../shared/interview";
import { MAX_UPLOAD_BYTES } from "../shared/schemas/documents";
import { MAX_AUDIO_BYTES } from "../shared/schemas/interview";
import { NETWORKING_MESSAGES } from "../shared/schemas/networking";
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
import { documentsRoutes } from "./features/documents/documents.routes";
import { deleteDocumentsOf } from "./features/documents/documents.service";
import { healthRoutes } from "./features/health/health.routes";
import { interviewRoutes } from "./features/interview/interview.routes";
import { jobSourcesAdminRoutes } from "./features/job-sources/job-sources.admin.routes";
import { jobToolsRoutes } from "./features/jobs/job-tools.routes";
import { jobsRoutes } from "./features/jobs/jobs.routes";
import { landingAdminRoutes } from "./features/landing/landing.admin.routes";
import { landingRoutes } from "./features/landing/landing.routes";
import { networkingRoutes } from "./features/networking/networking.routes";
import { networkingToolsRoutes } from "./features/networking/networking-tools.routes";
import { notificationsRoutes } from "./features/notifications/notifications.routes";
import { prepRoutes } from "./features/prep/prep.routes";
import { profileRoutes } from "./features/profile/profile.routes";
import { referralsAdminRoutes } from "./features/referrals/referrals.admin.routes";
import { applyReferralCode } from "./features/referrals/referrals.service";
import { supportAdminRoutes } from "./features/support/support.admin.routes";
import { supportRoutes } from "./features/support/support.routes";
import { fileSupportMessage } from "./features/support/support.service";
import { trackerRoutes } from "./features/tracker/tracker.routes";
import { trackerGuaranteeRoutes } from "./features/tracker/tracker-guarantee.routes";
import { trackerRemindersRoutes } from "./features/tracker/tracker-reminders.routes";
import { authHandler } from "./http/auth-handler";
import { type AppEnv, type Deps, type Hooks, requireAdminUser } from "./http/context";
import { CLOSE_CONNECTION, closeAfterEarlyAnswer } from "./http/early-refusal";
import { createErrorHandler, HttpError, notFound } from "./http/errors";
import type { PreparedSite } from "./http/prepared-site";
import { requestContext } from "./http/request-context";
import { requireSameOrigin, securityHeaders } from "./http/security";
import { storableTextOnly } from "./http/text-guard";
import { serveWeb } from "./web";

/** The features that answer what other features ask during a request (http/context.ts). */
const HOOKS: Hooks = {
  applyReferralCode,
  beforeAccountDeleted: async (deps, userId) => {
    await cancelSubscriptionsOf(deps, userId);
    await deleteDocumentsOf(deps, userId);
  },
  fileSupportMessage,
};

const MAX_BODY_BYTES = 100 * 1024;
// The admin's CSV of roles may be up to 2 MB (CSV_MAX_BYTES), more once escaped in JSON.
// A member's tracker import (and its preview) carries a CSV of the same size.
const CSV_IMPORT_PATHS = new Set([
  "/api/admin/site-content/jobs-csv",
  "/api/tracker/import",
  "/api/tracker/import/preview",
]);
const CSV_BODY_BYTES = 5 * 1024 * 1024;
// A document upload: the file (at most MAX_UPLOAD_BYTES) and a few form fields around it.
const UPLOAD_PATH = /^\/api\/documents(\/[^/]+\/versions)?$/;
const UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;
// A spoken answer to transcribe: the recording (at most MAX_AUDIO_BYTES) in a multipart form.
const TRANSCRIBE_PATH = "/api/interview/transcribe";
const TRANSCRIBE_BODY_BYTES = MAX_AUDIO_BYTES + 64 * 1024;
// An interview answer: past the 100 KB limit a 50,000-word paste would get a bare 413; up to 1 MB it
// reaches the answer's own check, which says how long an answer may be.
const ANSWER_PATH = /^\/api\/interview\/sessions\/[^/]+\/answers$/;
const ANSWER_BODY_BYTES = 1024 * 1024;
// A member's networking CSV is at most 1 MB; JSON escaping can double its quotes and line breaks.
const NETWORKING_IMPORT_PATHS = new Set(["/api/networking/import", "/api/networking/import/preview"]);
const NETWORKING_CSV_BODY_BYTES = 3 * 1024 * 1024;
// A contact's notes are at most 10,000 characters: far inside the usual 100 KB, whose refusal then says so.
const CONTACT_PATH = /^\/api\/networking\/contacts(\/|$)/;
const BODYLESS = new Set(["GET", "HEAD"]);
// Called from email links and mail clients' one-click buttons (RFC 8058), which send no Origin.
const UNSUBSCRIBE_PATH = "/api/unsubscribe";

/**
 * A body limit's refusal: sent before the body is read, so the connection closes after it and the
 * client's next request opens a fresh one (http/early-refusal.ts).
 */
const tooLarge = (code: string, message: string) =>
  new HttpError(413, code, message, undefined, CLOSE_CONNECTION);

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

  const apiBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw tooLarge("payload_too_large", "The request is too large (the limit is 100 KB).");
    },
  });
  const csvBodyLimit = bodyLimit({
    maxSize: CSV_BODY_BYTES,
    onError: () => {
      throw tooLarge("payload_too_large", "The file is too large: upload at most 2 MB of CSV.");
    },
  });
  const uploadBodyLimit = bodyLimit({
    maxSize: UPLOAD_BODY_BYTES,
    onError: () => {
      throw tooLarge("upload_too_large", "Files can be at most 5 MB. Upload a smaller PDF or DOCX.");
    },
  });
  const transcribeBodyLimit = bodyLimit({
    maxSize: TRANSCRIBE_BODY_BYTES,
    onError: () => {
      throw tooLarge(
        "upload_too_large",
        "A recording can be at most 25 MB. Use your browser's transcript or type your answer instead.",
      );
    },
  });
  const answerBodyLimit = bodyLimit({
    maxSize: ANSWER_BODY_BYTES,
    onError: () => {
      throw tooLarge(
        "payload_too_large",
        `That answer is far too long: an answer can be at most ${MAX_ANSWER_WORDS.toLocaleString("en-GB")} words. Your earlier answers are kept.`,
      );
    },
  });
  const networkingCsvBodyLimit = bodyLimit({
    maxSize: NETWORKING_CSV_BODY_BYTES,
    onError: () => {
      throw tooLarge("payload_too_large", NETWORKING_MESSAGES.csvTooLarge);
    },
  });
  const contactBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw tooLarge(
        "payload_too_large",
        `That is far too much text: ${NETWORKING_MESSAGES.notesTooLong} Nothing was saved.`,
      );
    },
  });
  const limitFor = (path: string, method: string) => {
    if (CSV_IMPORT_PATHS.has(path)) return csvBodyLimit;
    if (NETWORKING_IMPORT_PATHS.has(path)) return networkingCsvBodyLimit;
    if (CONTACT_PATH.test(path)) return contactBodyLimit;
    if (method !== "POST") return apiBodyLimit;
    if (UPLOAD_PATH.test(path)) return uploadBodyLimit;
    if (path === TRANSCRIBE_PATH) return transcribeBodyLimit;
    if (ANSWER_PATH.test(path)) return answerBodyLimit;
    return apiBodyLimit;
  };
  app.use(
    "/api/*",
    // No route reads a GET or HEAD body. Checking for one would make the server build the whole web
    // Request for every read, which costs more than the route on the busiest paths.
    (c, next) => (BODYLESS.has(c.req.method) ? next() : limitFor(c.req.path, c.req.method)(c, next)),
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
    .route("/admin", buildAdminApi());
}
