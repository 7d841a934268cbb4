import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

// Builds the Clip to tracker extension (extension/README.md) into build/extension/: the background
// worker bundled with the shared page reader, and the manifest with the app's version. APP_URL is the
// app the clip page opens on.

const root = path.resolve(import.meta.dirname, "..");
// EXTENSION_OUT_DIR: another folder (the extension's test builds into a temporary one).
const out = path.resolve(process.env.EXTENSION_OUT_DIR ?? path.join(root, "build", "extension"));
const appUrl = process.env.APP_URL ?? "http://localhost:3000";
if (!/^https?:\/\/[^\s/]+/.test(appUrl)) {
  console.error(`APP_URL must be the app's address, like https://app.example.com (got "${appUrl}").`);
  process.exit(1);
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
await build({
  entryPoints: [path.join(root, "extension", "background.ts")],
  outfile: path.join(out, "background.js"),
  bundle: true,
  format: "iife",
  target: "chrome110",
  define: { APP_URL: JSON.stringify(appUrl) },
  logLevel: "warning",
});
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { version?: string };
const manifest = JSON.parse(readFileSync(path.join(root, "extension", "manifest.json"), "utf8"));
// Chrome wants one to four dot-separated numbers.
manifest.version = (pkg.version ?? "1.0.0").replace(/[^\d.].*$/, "") || "1.0.0";
writeFileSync(path.join(out, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`Extension for ${appUrl} written to ${path.relative(root, out)}/ (load it unpacked, or zip it).`);
