import { readFileSync } from "node:fs";
import path from "node:path";
import { matchRoutes, type RouteObject } from "react-router";

// The signed-in screens are routed in the browser, so every one of them is answered with the same SPA
// page, which names only the root's scripts. The screen's own code was found only once those had run
// and the router had matched the address: a second round trip before the screen could draw, on a
// phone's connection a second or more (docs/decisions/0102-build-compressed-assets-and-lean-headers.md).
// The server knows the address, and the build's route manifest says which files each route needs, so
// the page it sends names them too (`<link rel="modulepreload">`) and they download with the root's.

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  clientLoaderModule?: string;
  imports?: string[];
};

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/?>/g;
const MANIFEST = /^\/assets\/manifest-[^/]+\.js$/;

/** The scripts the page already names. */
const preloadsIn = (html: string) => new Set([...html.matchAll(PRELOAD)].map((m) => m[1] ?? ""));

function readManifest(root: string, html: string): ManifestRoute[] | undefined {
  const href = [...preloadsIn(html)].find((candidate) => MANIFEST.test(candidate));
  if (!href) return undefined;
  const source = readFileSync(path.join(root, href), "utf8");
  const json = source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "");
  const manifest = JSON.parse(json) as { routes?: Record<string, ManifestRoute> };
  return manifest.routes ? Object.values(manifest.routes) : undefined;
}

/** The manifest's routes as the router nests them. */
function routeTree(routes: ManifestRoute[]): RouteObject[] {
  const children = new Map<string | undefined, ManifestRoute[]>();
  for (const route of routes) children.set(route.parentId, [...(children.get(route.parentId) ?? []), route]);
  const build = (parent: string | undefined): RouteObject[] =>
    (children.get(parent) ?? []).map((route) =>
      route.index
        ? { id: route.id, index: true }
        : { id: route.id, path: route.path, children: build(route.id) },
    );
  return build(undefined);
}

/**
 * For the SPA page's HTML: a function from a request path to the scripts its routes need that the page
 * does not already name, in the order the router would load them; empty when nothing matches or the
 * build has no manifest (the page then loads as before).
 */
export function routePreloads(root: string, html: string): (requestPath: string) => string[] {
  const routes = readManifest(root, html);
  if (!routes) return () => [];
  const byId = new Map(routes.map((route) => [route.id, route]));
  const tree = routeTree(routes);
  const already = preloadsIn(html);
  return (requestPath) => {
    const matched = matchRoutes(tree, requestPath) ?? [];
    const files = matched.flatMap(({ route }) => {
      const found = route.id ? byId.get(route.id) : undefined;
      return found ? [found.module, found.clientLoaderModule ?? "", ...(found.imports ?? [])] : [];
    });
    return [...new Set(files)].filter((file) => file && !already.has(file));
  };
}

// Every screen waits for the member's session before it draws (the guards render nothing until it is
// known), and the app asks for it only once its scripts have run. Named in the page, it is fetched with
// them; the app's own request (a plain same-origin GET, web/lib/session.ts) is then answered from it.
const SESSION_PRELOAD =
  '<link rel="preload" href="/api/account/session" as="fetch" crossorigin="anonymous"/>';

/** The page with a modulepreload link for each file and the session's preload, at the end of its head. */
export function withPreloads(html: string, files: readonly string[]): string {
  if (!files.length) return html;
  const links = files.map((file) => `<link rel="modulepreload" href="${file}"/>`).join("");
  return html.replace("</head>", `${SESSION_PRELOAD}${links}</head>`);
}
