import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../tests/support/test-app";
import { AUTH_HTTP_ENDPOINTS } from "../auth";
import { user } from "../db/schema";

// better-auth's HTTP endpoints under /api/auth: only the allow-list answers, and they see a session
// only when the rest of /api would (a suspended member's is nobody's).

type Endpoint = { path?: string; options: { method: string | string[] } };

describe("better-auth over HTTP", () => {
  let t: TestApp;
  let member: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    member = await t.signUp();
  });
  afterAll(() => t?.dispose());

  /** Every endpoint this better-auth defines, read from the instance, as [method, path]. */
  function endpoints(): [string, string][] {
    return Object.values(t.deps.auth.api as unknown as Record<string, Endpoint>).flatMap((endpoint) => {
      const { path } = endpoint;
      if (!path) return [];
      return [endpoint.options.method].flat().map((method): [string, string] => [method, path]);
    });
  }

  const call = (method: string, path: string, cookie?: string) =>
    t.request(path, { method, cookie, json: method === "GET" ? undefined : {} });

  test("the allow-list names endpoints this better-auth has", () => {
    const defined = new Set(endpoints().map(([method, path]) => `${method} ${path}`));
    for (const endpoint of AUTH_HTTP_ENDPOINTS) expect(defined, endpoint).toContain(endpoint);
  });

  test("every other endpoint answers 404, to visitors and members alike", async () => {
    const closed = endpoints().filter(([method, path]) => !AUTH_HTTP_ENDPOINTS.has(`${method} ${path}`));
    // verify-password, update-session, unlink-account, list-accounts, account-info, get-access-token,
    // refresh-token, link-social, the admin and two-factor plugins' endpoints, sign-in links, …
    expect(closed.length).toBeGreaterThan(50);
    for (const [method, path] of closed) {
      for (const cookie of [undefined, member.cookie]) {
        const response = await call(method, `/api/auth${path.replace(/:\w+/g, "google")}`, cookie);
        expect(response.status, `${method} ${path} ${cookie ? "as a member" : "as a visitor"}`).toBe(404);
        expect((await response.json()).error.code).toBe("not_found");
      }
    }
  }, 60_000);

  test("verify-password never confirms a password, however many guesses", async () => {
    const guess = (password: string) =>
      t.request("/api/auth/verify-password", { json: { password }, cookie: member.cookie });
    for (let i = 0; i < 25; i += 1) expect((await guess(`wrong guess ${i}`)).status).toBe(404);
    const right = await guess(member.password);
    expect(right.status).toBe(404);
    expect(await right.json()).not.toEqual({ status: true });
  });

  test("a path, method or spelling off the list is closed before better-auth sees it", async () => {
    // better-auth's own disabled list holds /callback/:id as a pattern, which no real path equals.
    expect((await call("GET", "/api/auth/callback/google?code=x&state=y")).status).toBe(404);
    expect((await call("POST", "/api/auth/get-session", member.cookie)).status).toBe(404);
    expect((await call("GET", "/api/auth/get-session/", member.cookie)).status).toBe(404);
    expect((await call("GET", "/api/auth/get%2Dsession", member.cookie)).status).toBe(404);
    expect((await call("GET", "/api/auth/ok")).status).toBe(404);
  });

  test("the allow-listed endpoints work for a member", async () => {
    const session = await call("GET", "/api/auth/get-session", member.cookie);
    expect(session.status).toBe(200);
    expect((await session.json()).user.id).toBe(member.user.id);
    const sessions = await call("GET", "/api/auth/list-sessions", member.cookie);
    expect(sessions.status).toBe(200);
    expect((await sessions.json()).length).toBeGreaterThan(0);
  });

  test("a suspended member's session gets no further under /api/auth than under the rest of /api", async () => {
    const suspended = await t.signUp();
    const { cookie } = suspended;
    // Set directly in the database, so the session outlives the suspension.
    await t.db.update(user).set({ banned: true }).where(eq(user.id, suspended.user.id));

    expect((await (await call("GET", "/api/account/session", cookie)).json()).user).toBeNull();
    const session = await call("GET", "/api/auth/get-session", cookie);
    expect(session.status).toBe(200);
    expect(await session.json()).toBeNull();
    expect((await call("GET", "/api/auth/list-sessions", cookie)).status).toBe(401);
    const change = await t.request("/api/auth/change-password", {
      json: { currentPassword: suspended.password, newPassword: "another password 123" },
      cookie,
    });
    expect(change.status).toBe(404);

    // The same cookie works again once the suspension is lifted: the refusal was the suspension's.
    await t.db.update(user).set({ banned: false }).where(eq(user.id, suspended.user.id));
    expect((await (await call("GET", "/api/auth/get-session", cookie)).json()).user.id).toBe(
      suspended.user.id,
    );
  });
});
