import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PUBLIC_PATHS } from "../../src/web/app/public-paths";
import { browserForFile } from "./support/browser";
import { openPage } from "./support/fixtures";
import { startServer, type TestServer } from "./support/server";

// Quality bar: "Public pages do not download the signed-in app's code". The app-only chunks
// come from the build's own route manifest: the modules of the member app, admin and onboarding routes
// and every chunk they import that no public route, the root or the entry also imports.

type ManifestRoute = { id: string; parentId?: string; path?: string; module: string; imports?: string[] };
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };

const APP_LAYOUTS = ["app/layouts/app-layout", "app/layouts/admin-layout", "app/layouts/onboard-layout"];
const APP_PATH = /^(app|admin|onboard)(\/|$)/;

/** window.__reactRouterManifest of the running build, found through the page that loads it. */
async function routeManifest(appUrl: string): Promise<Manifest> {
  const html = await fetch(`${appUrl}/`).then((r) => r.text());
  const file = /import "(\/assets\/manifest-[^"]+\.js)"/.exec(html)?.[1];
  if (!file) throw new Error("the home page does not import a route manifest");
  const source = await fetch(`${appUrl}${file}`).then((r) => r.text());
  return JSON.parse(source.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, ""));
}

function isAppRoute(route: ManifestRoute, routes: Manifest["routes"]): boolean {
  const segments: string[] = [];
  for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? routes[r.parentId] : undefined) {
    if (APP_LAYOUTS.includes(r.id)) return true;
    if (r.path) segments.unshift(r.path);
  }
  return APP_PATH.test(segments.join("/"));
}

/** Route modules of the app area, and the chunks only they import. */
function appOnlyChunks(manifest: Manifest): { modules: Set<string>; chunks: Set<string> } {
  const routes = Object.values(manifest.routes);
  const filesOf = (r: ManifestRoute) => [r.module, ...(r.imports ?? [])];
  const appRoutes = routes.filter((r) => isAppRoute(r, manifest.routes));
  const shared = new Set([
    manifest.entry.module,
    ...manifest.entry.imports,
    ...routes.filter((r) => !appRoutes.includes(r)).flatMap(filesOf),
  ]);
  return {
    modules: new Set(appRoutes.map((r) => r.module)),
    chunks: new Set(appRoutes.flatMap(filesOf).filter((file) => !shared.has(file))),
  };
}

let server: TestServer;
let appOnly: Set<string>;
const browser = browserForFile(() => server);
beforeAll(async () => {
  server = await startServer();
  const manifest = await routeManifest(server.url);
  const { modules, chunks } = appOnlyChunks(manifest);
  // Without these the test below could not fail: the app's layouts must be found in the manifest.
  expect(modules.size, "app-area route modules in the manifest").toBeGreaterThan(10);
  for (const layout of APP_LAYOUTS) expect(Object.keys(manifest.routes)).toContain(layout);
  appOnly = new Set([...modules, ...chunks]);
});
afterAll(async () => {
  await server?.stop();
});

describe("public pages load no code of the member app, admin or onboarding", () => {
  test.each(PUBLIC_PATHS)("%s", async (path) => {
    const { page } = await browser.newTab();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await openPage(page, path);
    // Hydrated; now let anything loaded after hydration (lazy chunks, prefetches) arrive too.
    await page.waitForLoadState("networkidle");
    // Pointing at a link is when a router set to prefetch on intent would fetch that route's code.
    const adminLogin = page.getByRole("link", { name: "Admin Login" });
    if ((await adminLogin.count()) > 0) {
      await adminLogin.hover();
      await page.waitForLoadState("networkidle");
    }
    expect(scripts.length, "the page loaded its scripts").toBeGreaterThan(0);
    expect(scripts.filter((script) => appOnly.has(script))).toEqual([]);
  });
});
