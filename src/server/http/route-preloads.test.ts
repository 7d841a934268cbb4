import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { answer } from "./prepared-answer";
import { prepareSite } from "./prepared-site";
import { routePreloads, withPreloads } from "./route-preloads";

// The SPA page names the scripts of the routes an address shows, from the build's route manifest, so a
// screen's code downloads with the root's instead of after it.

const MANIFEST = {
  entry: { module: "/assets/entry.client-a.js", imports: [] },
  routes: {
    root: { id: "root", path: "", module: "/assets/root-a.js", imports: ["/assets/framework-a.js"] },
    "app/layouts/app-layout": {
      id: "app/layouts/app-layout",
      parentId: "root",
      path: "app",
      module: "/assets/app-layout-a.js",
      imports: ["/assets/framework-a.js", "/assets/navbar-a.js"],
    },
    tracker: {
      id: "tracker",
      parentId: "app/layouts/app-layout",
      path: "tracker",
      module: "/assets/tracker-a.js",
      clientLoaderModule: "/assets/tracker-loader-a.js",
      imports: ["/assets/board-a.js", "/assets/navbar-a.js"],
    },
    "tracker-application": {
      id: "tracker-application",
      parentId: "app/layouts/app-layout",
      path: "tracker/:applicationId",
      module: "/assets/application-a.js",
      imports: [],
    },
    home: { id: "home", parentId: "root", index: true, module: "/assets/home-a.js", imports: [] },
  },
  url: "/assets/manifest-a.js",
  version: "a",
};

const PAGE =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-a.js"/>' +
  '<link rel="modulepreload" href="/assets/root-a.js"/><link rel="modulepreload" href="/assets/framework-a.js"/>' +
  '</head><body><script type="module">import("/assets/entry.client-a.js");</script></body></html>';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function build(manifest: unknown = MANIFEST) {
  root = mkdtempSync(path.join(tmpdir(), "route-preloads-"));
  mkdirSync(path.join(root, "assets"));
  writeFileSync(
    path.join(root, "assets/manifest-a.js"),
    `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
  );
  writeFileSync(path.join(root, "__spa-fallback.html"), PAGE);
}

describe("route preloads", () => {
  test("an address gets its routes' modules, loaders and imports, each once, none the page names already", () => {
    build();
    const preloads = routePreloads(root, PAGE);
    expect(preloads("/app/tracker")).toEqual([
      "/assets/app-layout-a.js",
      "/assets/navbar-a.js",
      "/assets/tracker-a.js",
      "/assets/tracker-loader-a.js",
      "/assets/board-a.js",
    ]);
    expect(preloads("/app/tracker/3f1c")).toEqual([
      "/assets/app-layout-a.js",
      "/assets/navbar-a.js",
      "/assets/application-a.js",
    ]);
    expect(preloads("/")).toEqual(["/assets/home-a.js"]);
    expect(preloads("/nowhere/at/all")).toEqual([]);
  });

  test("the links go at the end of the head", () => {
    const html = withPreloads(PAGE, ["/assets/tracker-a.js"]);
    expect(html).toContain('<link rel="modulepreload" href="/assets/tracker-a.js"/></head>');
    // The session every screen waits for is asked for with them, as the app's own request would be.
    expect(html).toContain(
      '<link rel="preload" href="/api/account/session" as="fetch" crossorigin="anonymous"/>',
    );
    expect(withPreloads(PAGE, [])).toBe(PAGE);
  });

  test("the site answers each screen's address with its own page, and the plain page when nothing more is needed", async () => {
    build();
    const site = prepareSite(root, { production: false });
    const body = async (requestPath: string) => {
      const page = site.appPageFor(requestPath);
      if (!page) throw new Error("no SPA page");
      const reply = await answer(page, { method: "GET" });
      return Buffer.from(reply.body ?? new Uint8Array()).toString();
    };
    expect(await body("/app/tracker")).toContain('href="/assets/tracker-loader-a.js"');
    expect(await body("/app/tracker/3f1c")).not.toContain("tracker-a.js");
    expect(site.appPageFor("/app/tracker")).toBe(site.appPageFor("/app/tracker"));
    expect(site.appPageFor("/nowhere")).toBe(site.appPage);
  });

  test("a build without a readable manifest sends the plain page", () => {
    build();
    writeFileSync(path.join(root, "assets/manifest-a.js"), "window.__reactRouterManifest={not json");
    const site = prepareSite(root, { production: false });
    expect(site.appPageFor("/app/tracker")).toBe(site.appPage);
  });
});
