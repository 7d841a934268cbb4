import { describe, expect, test } from "vitest";
import { CLIENT_ROUTED_PREFIXES } from "../../shared/site";
import routes from "../routes";
import { PUBLIC_PATHS } from "./public-paths";

// The server answers 404 for a page that was neither prerendered nor routed in the browser
// (src/server/web.ts). Every page the router knows must be one or the other, or it would 404.

type Entry = { path?: string; index?: boolean; children?: Entry[] };

function paths(entries: readonly Entry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const here = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent || "/";
    const own = entry.path || entry.index ? [here] : [];
    return [...own, ...paths(entry.children ?? [], entry.path ? here : parent)];
  });
}

const clientRouted = (path: string) =>
  CLIENT_ROUTED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

describe("every page the router knows is served", () => {
  test("as a prerendered file or as a page routed in the browser", () => {
    const known = paths(routes as Entry[]).filter((path) => !path.includes(":") && !path.includes("*"));
    expect(known.length).toBeGreaterThan(30);
    const missing = known.filter((path) => !PUBLIC_PATHS.includes(path) && !clientRouted(path));
    expect(missing).toEqual([]);
  });
});
