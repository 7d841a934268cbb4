// The layout's rules, checked on every import under src/ by `npm run lint` (`depcruise`), which parses
// each file (so an import inside a comment or a string is never counted, and no import is missed) and
// exits non-zero on any violation. src/boundaries.test.ts runs the same rules over the real tree and over
// planted violations. docs/decisions/0050-import-rules-by-dependency-cruiser.md records why.
//
// Layers, lowest first. A file may import its own layer and any layer below it, never one above.
//
// Server:  shared < db < platform < auth < http < features < app
//   shared    src/shared                 zod schemas, constants, access rules: imported by both sides
//   db        src/server/db              the tables and the client
//   platform  src/server/platform, queue, ai, config.ts
//                                        services that know nothing of requests or sign-in: mail,
//                                        logging, blob storage, audit log, the queue, AI providers, and
//                                        the configuration read from the environment
//   auth      src/server/auth.ts, auth-sign-in-links.ts
//                                        better-auth and its sign-in links (it sends mail, so it sits
//                                        above platform; every request reads the session, so below http)
//   http      src/server/http            middleware, the request context, the one error handler
//   features  src/server/features/<name> one feature each; never another feature
//   app       every other file directly in src/server (app.ts, index.ts, start*.ts, worker*.ts,
//             cluster.ts, web.ts, ...): composes the features
//
// Web:     shared < lib < components < features < app
//   lib         src/web/lib               API client, session, formatting, the table of app screens
//   components  src/web/components        ui primitives and the page layout
//   features    src/web/features/<name>   one feature each; never another feature
//   app         src/web/app, root.tsx, routes.ts and every other file directly in src/web
//
// Across the sides: src/shared imports neither side, the server never imports the web, and the web
// imports from the server only the API's shape (`import type` from src/server/app.ts).
//
// There is no list of exceptions: an import a rule forbids is moved, not excused. Something two
// features need moves down into a layer below them; something a lower layer needs from a higher one
// is passed in from the app layer (see `Hooks` in src/server/http/context.ts).

// TypeScript 7 has no compiler API for dependency-cruiser to parse with (it takes TypeScript below 7), so
// it parses with swc. It asks swc for TypeScript without JSX for every file, which fails on the first
// element in a .tsx file; swc reads JSX when told the file is TSX, so say so for .tsx files. This
// module object is the one dependency-cruiser imported, and it reads the function at each parse.
// src/boundaries.test.ts fails if the .tsx files stop being read. (This release of dependency-cruiser's
// swc reader does not tell `import type` from `import`, so that test checks the web's one import from
// the server itself.)
const swc = require("@swc/core");
if (!swc.parseFileSync.readsTsx) {
  const parseFileSync = swc.parseFileSync;
  swc.parseFileSync = Object.assign(
    (file, options) => parseFileSync(file, { ...options, tsx: String(file).endsWith(".tsx") }),
    { readsTsx: true },
  );
}

/** A regular expression for one file's path. */
const exactly = (file) => `^${file.replaceAll(".", "[.]")}$`;

/** Matches the files directly in `dir` except those named in `except` (which sit in a lower layer). */
const topLevelFilesOf = (dir, except = []) =>
  `^${dir}/${except.length ? `(?!(?:${except.map((f) => f.replaceAll(".", "[.]")).join("|")})$)` : ""}[^/]+$`;

// Files directly in src/server that sit below the app layer; every other file there is app layer.
const SERVER_PLATFORM_FILES = ["config.ts"];
const SERVER_AUTH_FILES = ["auth.ts", "auth-sign-in-links.ts"];

/** Each side's layers above src/shared, lowest first. */
const SIDES = [
  [
    { name: "server-db", path: ["^src/server/db/"] },
    {
      name: "server-platform",
      path: [
        "^src/server/platform/",
        "^src/server/queue/",
        "^src/server/ai/",
        ...SERVER_PLATFORM_FILES.map((f) => exactly(`src/server/${f}`)),
      ],
    },
    { name: "server-auth", path: SERVER_AUTH_FILES.map((f) => exactly(`src/server/${f}`)) },
    { name: "server-http", path: ["^src/server/http/"] },
    { name: "server-features", path: ["^src/server/features/"] },
    {
      name: "server-app",
      path: [topLevelFilesOf("src/server", [...SERVER_PLATFORM_FILES, ...SERVER_AUTH_FILES])],
    },
  ],
  [
    { name: "web-lib", path: ["^src/web/lib/"] },
    { name: "web-components", path: ["^src/web/components/"] },
    { name: "web-features", path: ["^src/web/features/"] },
    { name: "web-app", path: ["^src/web/app/", topLevelFilesOf("src/web")] },
  ],
];

/** One rule per layer: it imports nothing from the layers above it on its side. */
const layerRules = SIDES.flatMap((layers) =>
  layers.slice(0, -1).map((layer, index) => {
    const above = layers.slice(index + 1);
    return {
      name: `layer-order/${layer.name}`,
      severity: /** @type {const} */ ("error"),
      comment: `${layer.name} imports only its own layer and those below it, never ${above
        .map((l) => l.name)
        .join(", ")}. Move what both need down a layer, or pass it in from the app layer.`,
      from: { path: layer.path },
      to: { path: above.flatMap((l) => l.path) },
    };
  }),
);

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "features-stay-apart",
      severity: "error",
      comment:
        "A feature imports only itself and the layers below it, never another feature (type-only imports " +
        "included). Move what both need into a lower layer, or compose them in the app layer.",
      // $1 is the side (server or web), $2 the importing feature's name.
      from: { path: "^src/(server|web)/features/([^/]+)/" },
      to: { path: "^src/$1/features/", pathNot: "^src/$1/features/$2/" },
    },
    ...layerRules,
    {
      name: "shared-imports-neither-side",
      severity: "error",
      comment: "src/shared is used by the server and the web alike, so it imports neither.",
      from: { path: "^src/shared/" },
      to: { path: ["^src/server/", "^src/web/"] },
    },
    {
      name: "server-never-imports-web",
      severity: "error",
      comment: "The server serves the built web app; it never imports the web's source.",
      from: { path: "^src/server/" },
      to: { path: "^src/web/" },
    },
    {
      name: "web-imports-only-the-api-shape",
      severity: "error",
      comment:
        "The web takes from the server only the API's shape, `import type { ApiRoutes }` from " +
        "src/server/app.ts; server code would be bundled into the browser. (swc does not say whether an " +
        "import is type-only, so src/boundaries.test.ts checks that these imports are `import type`.)",
      from: { path: "^src/web/" },
      to: { path: "^src/server/", pathNot: "^src/server/app[.]ts$" },
    },
    {
      name: "no-circular",
      severity: "error",
      comment:
        "Modules that import each other, directly or round a loop, cannot be understood or moved one at a time.",
      from: { path: "^src/" },
      to: { circular: true },
    },
  ],
  options: {
    // See the swc note at the top.
    parser: "swc",
    // Packages are not checked: only which of our files import which.
    doNotFollow: { path: ["node_modules"] },
    exclude: { path: ["^src/server/db/migrations/"] },
    // `vi.mock("../x")` names a module the test depends on, like an import.
    exoticRequireStrings: ["vi.mock"],
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".js", ".json"],
      // Packages' subpaths (`hono/client`, `better-auth/api`) resolve through their `exports`.
      exportsFields: ["exports"],
      conditionNames: ["types", "import", "require", "node", "default"],
    },
  },
};
