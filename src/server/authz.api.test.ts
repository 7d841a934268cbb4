import { admin as adminPlugin } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { inspectRoutes } from "hono/dev";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type SignedInAdmin, type TestApp } from "../../tests/support/test-app";
import { ACCOUNT_SUSPENDED } from "../shared/messages";
import { user } from "./db/schema";

// The authorization matrix: every /api route, read from the router itself, is tried as a visitor, a
// member, another member, a suspended member and an admin. A route missing from ROUTES fails the
// first test: a new feature adds its routes here with the class of caller that may use them.
//   public        anyone; the answer may depend on who asks
//   user          signed-in members (and admins); visitors and suspended members get 401
//   admin         admins only: 401 for visitors and suspended members, 403 for members
//   auth-internal better-auth's handler; its endpoints are checked one by one in AUTH_ENDPOINTS
//   fallback      the catch-all: 404 for everyone
// A probe sends `{}` unless the entry gives a body; user and admin routes must refuse a caller before
// they validate input, so a visitor's empty body still gets 401.

type Access = "public" | "user" | "admin" | "auth-internal" | "fallback";
type Rule = { access: Access; path?: string; json?: unknown };

const ROUTES: Record<string, Rule> = {
  "GET /api/health": { access: "public" },
  "GET /api/landing": { access: "public" },
  "GET /api/account/session": { access: "public" },
  "POST /api/account/sign-up": { access: "public" },
  "POST /api/account/sign-in": { access: "public" },
  "POST /api/account/sign-in-link": { access: "public" },
  "POST /api/account/sign-in-link/verify": { access: "public" },
  "POST /api/account/admin-sign-in": { access: "public" },
  "POST /api/account/admin-verify-totp": { access: "public" },
  "POST /api/account/forgot-password": { access: "public" },
  "POST /api/account/reset-password": { access: "public" },
  "POST /api/account/resend-verification": { access: "public" },
  "GET /api/profile": { access: "user" },
  "GET /api/profile/onboarding": { access: "user" },
  "PATCH /api/profile/settings": { access: "user" },
  "POST /api/profile/email": { access: "user" },
  "POST /api/profile/password": { access: "user" },
  "POST /api/profile/sign-out-others": { access: "user" },
  "GET /api/profile/export": { access: "user" },
  "POST /api/profile/delete": { access: "user" },
  "PUT /api/profile/onboarding": { access: "user" },
  "GET /api/billing": { access: "user" },
  "POST /api/billing/trial": { access: "user" },
  "POST /api/billing/license": { access: "user" },
  "POST /api/billing/checkout": { access: "user" },
  "POST /api/billing/portal": { access: "user" },
  // Stripe's webhook: no session, verified by signature (a probe without one gets 400 or 503).
  "POST /api/billing/webhook": { access: "public" },
  "POST /api/contact": { access: "public" },
  "GET /api/jobs": { access: "user" },
  "GET /api/jobs/premier-firms": { access: "user" },
  "GET /api/jobs/:jobId": { access: "user" },
  "PUT /api/jobs/:jobId/save": { access: "user" },
  "DELETE /api/jobs/:jobId/save": { access: "user" },
  "GET /api/tracker/applications": { access: "user" },
  "POST /api/tracker/applications": { access: "user" },
  "GET /api/tracker/applications/:applicationId": { access: "user" },
  "PATCH /api/tracker/applications/:applicationId": { access: "user" },
  "DELETE /api/tracker/applications/:applicationId": { access: "user" },
  "POST /api/tracker/applications/:applicationId/move": { access: "user" },
  "POST /api/tracker/applications/bulk": { access: "user" },
  "POST /api/tracker/clip": { access: "user" },
  "POST /api/tracker/clip/check": { access: "user" },
  "POST /api/tracker/clip/read": { access: "user" },
  "PATCH /api/tracker/applications/:applicationId/history/:historyId": { access: "user" },
  "POST /api/tracker/applications/:applicationId/events": { access: "user" },
  "PATCH /api/tracker/applications/:applicationId/events/:eventId": { access: "user" },
  "DELETE /api/tracker/applications/:applicationId/events/:eventId": { access: "user" },
  "POST /api/tracker/track/:jobId": { access: "user" },
  "GET /api/tracker/tracked": { access: "user" },
  "GET /api/tracker/firms": { access: "user" },
  "GET /api/tracker/export.csv": { access: "user" },
  "POST /api/tracker/import/preview": { access: "user" },
  "POST /api/tracker/import": { access: "user" },
  "GET /api/tracker/guarantee": { access: "user" },
  "POST /api/tracker/guarantee/claim": { access: "user" },
  "GET /api/tracker/applications/:applicationId/reminders": { access: "user" },
  "POST /api/tracker/applications/:applicationId/reminders": { access: "user" },
  "DELETE /api/tracker/reminders/:reminderId": { access: "user" },
  "GET /api/tracker/applications/:applicationId/deadline.ics": { access: "user" },
  "GET /api/tracker/applications/:applicationId/events/:eventFile{[0-9a-fA-F-]+\\.ics}": {
    access: "user",
    path: "/api/tracker/applications/0b6f3c52-5d0e-4c1e-9a43-5f1f0f1a2b3c/events/7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6.ics",
  },
  "GET /api/tracker/calendar": { access: "user" },
  "POST /api/tracker/calendar": { access: "user" },
  "DELETE /api/tracker/calendar": { access: "user" },
  // The calendar feed: calendar apps have no session; the token in the path is the key (unknown → 404).
  "GET /api/tracker/calendar/:feedFile{[A-Za-z0-9_-]+\\.ics}": {
    access: "public",
    path: "/api/tracker/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics",
  },
  "GET /api/documents": { access: "user" },
  "POST /api/documents": { access: "user" },
  "POST /api/documents/match": { access: "user" },
  "POST /api/documents/match/advert": { access: "user" },
  "POST /api/documents/cover-letters/draft": { access: "user" },
  "POST /api/documents/cover-letters": { access: "user" },
  "POST /api/documents/cv-builder/export": { access: "user" },
  "GET /api/documents/applications/:applicationId": { access: "user" },
  "POST /api/documents/applications/:applicationId": { access: "user" },
  "DELETE /api/documents/applications/:applicationId/:documentId": { access: "user" },
  "POST /api/documents/:documentId/versions": { access: "user" },
  "PATCH /api/documents/:documentId": { access: "user" },
  "DELETE /api/documents/:documentId": { access: "user" },
  "GET /api/documents/:documentId/versions/:versionId/download": { access: "user" },
  "GET /api/documents/:documentId/versions/:versionId/letter": { access: "user" },
  "GET /api/documents/:documentId/versions/:versionId/source": { access: "user" },
  "GET /api/interview/options": { access: "user" },
  "GET /api/interview/history": { access: "user" },
  "POST /api/interview/sessions": { access: "user" },
  "GET /api/interview/sessions/:sessionId": { access: "user" },
  "POST /api/interview/sessions/:sessionId/answers": { access: "user" },
  "POST /api/interview/sessions/:sessionId/complete": { access: "user" },
  "POST /api/interview/transcribe": { access: "user" },
  "GET /api/networking/contacts": { access: "user" },
  "POST /api/networking/contacts": { access: "user" },
  "GET /api/networking/contacts/:contactId": { access: "user" },
  "PATCH /api/networking/contacts/:contactId": { access: "user" },
  "DELETE /api/networking/contacts/:contactId": { access: "user" },
  "POST /api/networking/contacts/:contactId/interactions": { access: "user" },
  "DELETE /api/networking/contacts/:contactId/interactions/:interactionId": { access: "user" },
  "POST /api/networking/contacts/:contactId/draft": { access: "user" },
  "GET /api/networking/overview": { access: "user" },
  "PUT /api/networking/settings": { access: "user" },
  "POST /api/networking/reminders/:reminderId/done": { access: "user" },
  "GET /api/networking/export.csv": { access: "user" },
  "POST /api/networking/import/preview": { access: "user" },
  "POST /api/networking/import": { access: "user" },
  "GET /api/networking/applications/:applicationId/contacts": { access: "user" },
  "PUT /api/networking/applications/:applicationId/contacts/:contactId": { access: "user" },
  "DELETE /api/networking/applications/:applicationId/contacts/:contactId": { access: "user" },
  "GET /api/assessments/overview": { access: "user" },
  "GET /api/assessments/personality": { access: "user" },
  "POST /api/assessments/personality": { access: "user" },
  "GET /api/assessments/personality/items": { access: "user" },
  "PUT /api/assessments/personality/:attemptId/answers": { access: "user" },
  "POST /api/assessments/personality/:attemptId/complete": { access: "user" },
  "POST /api/assessments/aptitude": { access: "user" },
  "GET /api/assessments/aptitude/history": { access: "user" },
  "GET /api/assessments/aptitude/:attemptId": { access: "user" },
  "POST /api/assessments/aptitude/:attemptId/answers": { access: "user" },
  "POST /api/assessments/aptitude/:attemptId/complete": { access: "user" },
  "GET /api/alumni": { access: "user" },
  "GET /api/alumni/listing": { access: "user" },
  "PUT /api/alumni/listing": { access: "user" },
  "GET /api/alumni/requests": { access: "user" },
  "POST /api/alumni/:alumId/requests": { access: "user" },
  "POST /api/alumni/requests/:requestId/accept": { access: "user" },
  "POST /api/alumni/requests/:requestId/decline": { access: "user" },
  "POST /api/alumni/requests/:requestId/block": { access: "user" },
  "POST /api/alumni/requests/:requestId/report": { access: "user" },
  "DELETE /api/alumni/blocks/:memberId": { access: "user" },
  "GET /api/prep/questions": { access: "user" },
  "GET /api/prep/stories": { access: "user" },
  "POST /api/prep/stories": { access: "user" },
  "GET /api/prep/stories/:storyId": { access: "user" },
  "PATCH /api/prep/stories/:storyId": { access: "user" },
  "DELETE /api/prep/stories/:storyId": { access: "user" },
  "GET /api/career-coach/plan": { access: "user" },
  "PUT /api/career-coach/plan/ticks": { access: "user" },
  "GET /api/career-coach/messages": { access: "user" },
  "POST /api/career-coach/messages": { access: "user" },
  "DELETE /api/career-coach/messages": { access: "user" },
  "GET /api/job-tools/:jobId/summary": { access: "user" },
  "POST /api/job-tools/import": { access: "user" },
  "GET /api/notifications": { access: "user" },
  "GET /api/notifications/history": { access: "user" },
  "POST /api/notifications/mark-read": { access: "user" },
  "POST /api/notifications/mark-all-read": { access: "user" },
  "GET /api/admin/stats": { access: "admin" },
  "GET /api/admin/users": { access: "admin" },
  "GET /api/admin/users/:id": { access: "admin" },
  "PATCH /api/admin/users/:id/status": { access: "admin" },
  "POST /api/admin/users/:id/confirm-email": { access: "admin" },
  "GET /api/admin/users/export.csv": { access: "admin" },
  "PATCH /api/admin/users/:id/details": { access: "admin" },
  "POST /api/admin/users/:id/password-reset": { access: "admin" },
  "GET /api/admin/users/:id/export": { access: "admin" },
  "POST /api/admin/users/:id/erase": { access: "admin" },
  "GET /api/admin/audit/export.csv": { access: "admin" },
  "GET /api/admin/licenses/:id/redemptions": { access: "admin" },
  "GET /api/admin/referrals/:id/signups": { access: "admin" },
  "GET /api/admin/broadcasts/audience": { access: "admin" },
  "PATCH /api/admin/users/:id/plan": { access: "admin" },
  "GET /api/admin/licenses": { access: "admin" },
  "POST /api/admin/licenses": { access: "admin" },
  "PATCH /api/admin/licenses/:id": { access: "admin" },
  "POST /api/admin/referrals/lookup": { access: "admin" },
  "GET /api/admin/referrals": { access: "admin" },
  "POST /api/admin/referrals": { access: "admin" },
  "PATCH /api/admin/referrals/:id": { access: "admin" },
  "GET /api/admin/audit": { access: "admin" },
  "GET /api/support/messages": { access: "user" },
  "POST /api/support/messages": { access: "user" },
  "GET /api/admin/support-tickets": { access: "admin" },
  "GET /api/admin/support-tickets/:userId": { access: "admin" },
  "PATCH /api/admin/support-tickets/:userId": { access: "admin" },
  "POST /api/admin/support-tickets/:userId/reply": { access: "admin" },
  "GET /api/admin/broadcasts": { access: "admin" },
  "POST /api/admin/broadcasts": { access: "admin" },
  "GET /api/admin/site-content/campaigns": { access: "admin" },
  "POST /api/admin/site-content/campaigns": { access: "admin" },
  "POST /api/admin/site-content/campaigns/end": { access: "admin" },
  "GET /api/admin/site-content/testimonials": { access: "admin" },
  "POST /api/admin/site-content/testimonials": { access: "admin" },
  "PATCH /api/admin/site-content/testimonials/:id": { access: "admin" },
  "DELETE /api/admin/site-content/testimonials/:id": { access: "admin" },
  "GET /api/admin/site-content/figures": { access: "admin" },
  "POST /api/admin/site-content/figures": { access: "admin" },
  "PUT /api/admin/site-content/figures/:key": { access: "admin" },
  "DELETE /api/admin/site-content/figures/:key": { access: "admin" },
  "GET /api/admin/site-content/job-sources": { access: "admin" },
  "POST /api/admin/site-content/job-sources": { access: "admin" },
  "POST /api/admin/site-content/job-sources/preview": { access: "admin" },
  "POST /api/admin/site-content/job-sources/:id/run": { access: "admin" },
  "PATCH /api/admin/site-content/job-sources/:id": { access: "admin" },
  "PUT /api/admin/site-content/job-sources/:id/enabled": { access: "admin" },
  "DELETE /api/admin/site-content/job-sources/:id": { access: "admin" },
  "POST /api/admin/site-content/jobs-csv": { access: "admin" },
  "GET /api/admin/site-content/jobs-csv/template": { access: "admin" },
  "GET /api/admin/site-content/firms": { access: "admin" },
  "POST /api/admin/site-content/firms": { access: "admin" },
  "PUT /api/admin/site-content/firms/premier-order": { access: "admin" },
  "PATCH /api/admin/site-content/firms/:id": { access: "admin" },
  "POST /api/admin/site-content/firms/:id/logo": { access: "admin" },
  "DELETE /api/admin/site-content/firms/:id/logo": { access: "admin" },
  // Uploaded firm logos load as images on public and member pages; an unknown one is 404 for everyone.
  "GET /api/firm-logos/:firmId/:file": { access: "public" },
  // Signed one-click links from emails: no session; a probe without a valid signature gets 400.
  "GET /api/unsubscribe": { access: "public" },
  "POST /api/unsubscribe": { access: "public" },
  "POST /api/unsubscribe/resubscribe": { access: "public" },
  "GET /api/auth/*": { access: "auth-internal" },
  "POST /api/auth/*": { access: "auth-internal" },
  "ALL /api/*": { access: "fallback", path: "/api/no-such-route" },
};

// better-auth's endpoints behind /api/auth/*: [method, path, class, ends the session]. The account
// routes wrap sign-up, sign-in and reset, so better-auth's own versions are switched off.
const AUTH_ENDPOINTS: [string, string, Access | "disabled", boolean][] = [
  ["GET", "/api/auth/get-session", "public", false],
  ["GET", "/api/auth/list-sessions", "user", false],
  ["POST", "/api/auth/sign-up/email", "disabled", false],
  ["POST", "/api/auth/sign-in/email", "disabled", false],
  ["POST", "/api/auth/request-password-reset", "disabled", false],
  ["POST", "/api/auth/change-email", "disabled", false],
  ["POST", "/api/auth/change-password", "disabled", false],
  ["POST", "/api/auth/delete-user", "disabled", false],
  ["POST", "/api/auth/update-user", "disabled", false],
  // TOTP is enrolled by admin:create and checked by the admin login's own routes.
  ["POST", "/api/auth/two-factor/enable", "disabled", false],
  ["POST", "/api/auth/two-factor/disable", "disabled", false],
  ["POST", "/api/auth/two-factor/get-totp-uri", "disabled", false],
  ["POST", "/api/auth/two-factor/verify-totp", "disabled", false],
  ["POST", "/api/auth/two-factor/send-otp", "disabled", false],
  ["POST", "/api/auth/two-factor/verify-otp", "disabled", false],
  ["POST", "/api/auth/two-factor/verify-backup-code", "disabled", false],
  ["POST", "/api/auth/two-factor/generate-backup-codes", "disabled", false],
  ["POST", "/api/auth/sign-out", "public", true],
  // The auth library's admin endpoints (set-role, create-user, impersonate-user, …) are all closed: admins
  // change members only through /api/admin, which checks and audits. Read from the plugin itself, so an
  // endpoint a new version adds is tried too.
  ...Object.values(adminPlugin().endpoints).map((endpoint): [string, string, "disabled", boolean] => [
    [endpoint.options.method].flat()[0] === "GET" ? "GET" : "POST",
    `/api/auth${endpoint.path}`,
    "disabled",
    false,
  ]),
];

type Role = "visitor" | "user" | "other" | "suspended" | "admin";
const ROLES: Role[] = ["visitor", "user", "other", "suspended", "admin"];

/** The status each role must (or must not) get for a class of route. */
function expectAccess(access: Access | "disabled", role: Role, status: number) {
  const label = `${access} route as ${role}: ${status}`;
  expect(status, label).toBeLessThan(500);
  const signedOut = role === "visitor" || role === "suspended";
  if (access === "fallback" || access === "disabled") expect(status, label).toBe(404);
  else if (access === "public") expect([401, 403], label).not.toContain(status);
  else if (access === "user")
    signedOut ? expect(status, label).toBe(401) : expect([401, 403], label).not.toContain(status);
  else if (access === "admin") {
    if (signedOut) expect(status, label).toBe(401);
    else if (role === "admin") expect([401, 403], label).not.toContain(status);
    else expect(status, label).toBe(403);
  }
}

/**
 * Handlers, not middleware: hono/dev tells them apart by arity, (c, next) being middleware. So the
 * validators and guards that share a route's method and path drop out, and the handler stays.
 */
function routerRoutes(t: TestApp): string[] {
  const handlers = inspectRoutes(t.app).filter((r) => !r.isMiddleware && r.path.startsWith("/api"));
  return [...new Set(handlers.map((r) => `${r.method} ${r.path}`))].sort();
}

function probePath(path: string): string {
  return path.replace(/:\w+/g, crypto.randomUUID()).replace(/\*$/, "probe");
}

describe("authorization matrix", () => {
  let t: TestApp;
  const cookies = {} as Record<Role, string | undefined>;
  const people = {} as Record<Exclude<Role, "visitor" | "admin">, SignedIn> & { admin: SignedInAdmin };
  beforeAll(async () => {
    t = await createTestApp();
    people.admin = await t.signUpAdmin();
    for (const role of ["user", "other", "suspended"] as const) people[role] = await t.signUp();
    for (const role of ROLES) cookies[role] = role === "visitor" ? undefined : people[role].cookie;
    // Suspend the way the admin area does, which also ends every session.
    const ban = await t.request(`/api/admin/users/${people.suspended.user.id}/status`, {
      method: "PATCH",
      json: { status: "Suspended" },
      cookie: cookies.admin,
    });
    expect(ban.status).toBe(200);
  });
  afterAll(() => t?.dispose());

  const call = (method: string, path: string, role: Role, json?: unknown, cookie = cookies[role]) =>
    t.request(path, {
      method: method === "ALL" ? "GET" : method,
      cookie,
      json: method === "GET" || method === "ALL" ? undefined : (json ?? {}),
    });

  /** A second session for probes that end the session they are given (the suspended keep their dead one). */
  async function throwawayCookie(role: Role): Promise<string | undefined> {
    if (role === "visitor" || role === "suspended") return cookies[role];
    if (role === "admin") {
      const { email, password, totpSecret } = people.admin;
      return (await t.signInAdmin(email, password, totpSecret)).cookie;
    }
    return (await t.signIn(people[role].email, people[role].password)).cookie;
  }

  test("every /api route of the router is in the table, and nothing else", () => {
    expect(routerRoutes(t)).toEqual(Object.keys(ROUTES).sort());
    for (const [key, rule] of Object.entries(ROUTES)) {
      if (rule.access === "admin")
        expect(key, "admin routes live under the /api/admin guard").toMatch(/^\w+ \/api\/admin\//);
      if (key.includes("/api/admin/")) expect(rule.access, key).toBe("admin");
    }
    const guard = inspectRoutes(t.app).find((r) => r.isMiddleware && r.path === "/api/admin/*");
    expect(guard, "the admin guard is mounted").toBeDefined();
  });

  describe.each(Object.entries(ROUTES).filter(([, rule]) => rule.access !== "auth-internal"))(
    "%s",
    (key, rule) => {
      const [method = "GET", path = ""] = key.split(" ");
      test.each(ROLES)("as %s", async (role) => {
        const response = await call(method, rule.path ?? probePath(path), role, rule.json);
        expectAccess(rule.access, role, response.status);
      });
    },
  );

  describe.each(AUTH_ENDPOINTS)("better-auth %s %s", (method, path, access, endsSession) => {
    test.each(ROLES)("as %s", async (role) => {
      const cookie = endsSession ? await throwawayCookie(role) : cookies[role];
      expectAccess(access, role, (await call(method, path, role, undefined, cookie)).status);
    });
  });

  test("the admin guard answers for paths that have no route yet", async () => {
    for (const role of ROLES) {
      const status = (await call("GET", "/api/admin/anything", role)).status;
      if (role === "admin") expect(status).toBe(404);
      else expectAccess("admin", role, status);
    }
  });

  test("each member sees only themselves", async () => {
    for (const role of ["user", "other"] as const) {
      const own = await (await call("GET", "/api/account/session", role)).json();
      expect(own.user.id).toBe(people[role].user.id);
      const sessions = (await (await call("GET", "/api/auth/list-sessions", role)).json()) as {
        userId: string;
      }[];
      expect(sessions.length).toBeGreaterThan(0);
      expect(sessions.every((s) => s.userId === people[role].user.id)).toBe(true);
    }
  });

  test("not even an admin can change a member through the auth library's own admin endpoints", async () => {
    const target = people.other.user.id;
    const attempts: [string, unknown][] = [
      ["/api/auth/admin/set-role", { userId: target, role: "admin" }],
      ["/api/auth/admin/ban-user", { userId: target }],
      ["/api/auth/admin/set-user-password", { userId: target, newPassword: "taken over 123" }],
      ["/api/auth/admin/update-user", { userId: target, data: { name: "<img src=x onerror=alert(1)>" } }],
      ["/api/auth/admin/impersonate-user", { userId: target }],
      [
        "/api/auth/admin/create-user",
        { email: "planted-admin@example.com", password: "planted admin 123", name: "Planted", role: "admin" },
      ],
    ];
    for (const [path, json] of attempts) {
      for (const role of ["admin", "user"] as const) {
        expect((await call("POST", path, role, json)).status, `${path} as ${role}`).toBe(404);
      }
    }
    const [row] = await t.db.select().from(user).where(eq(user.id, target));
    expect(row).toMatchObject({ role: "user", banned: false, name: people.other.user.name });
    expect(await t.db.select().from(user).where(eq(user.email, "planted-admin@example.com"))).toEqual([]);
    const signIn = await t.request("/api/account/sign-in", {
      json: { email: people.other.email, password: people.other.password },
    });
    expect(signIn.status).toBe(200);
  });

  test("a session that outlives a ban set directly in the database no longer signs anyone in", async () => {
    const member = await t.signUp();
    const before = await (await t.request("/api/account/session", { cookie: member.cookie })).json();
    expect(before.user?.id).toBe(member.user.id);
    await t.db.update(user).set({ banned: true }).where(eq(user.id, member.user.id));
    const after = await (await t.request("/api/account/session", { cookie: member.cookie })).json();
    expect(after.user).toBeNull();
  });

  test("a suspended member cannot sign in again", async () => {
    const response = await t.request("/api/account/sign-in", {
      json: { email: people.suspended.email, password: people.suspended.password },
    });
    expect(response.status).toBe(403);
    const { error } = await response.json();
    expect(error.code).toBe("banned_user");
    // Told what happened and how to reach support, not "You have been banned".
    expect(error.message).toBe(ACCOUNT_SUSPENDED);
    expect(error.message).toContain("support@");
  });
});
