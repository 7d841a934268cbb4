import { readFileSync, writeFileSync } from "node:fs";

// `npm run lock:complete`: run after every `npm install` that changes package-lock.json.
//
// The registry mirror this project is built against only carries the Linux glibc builds of packages
// that ship one native binary per platform (Biome, Rollup, Tailwind's oxide, …). `npm install` then
// leaves the other platforms' optional dependencies out of the lock file, and `npm ci` refuses that lock
// as "out of sync". This adds a lock entry for each missing platform package, with the os, cpu and libc
// read from its name, so `npm ci` skips it on machines it does not fit and installs it on those it does.
// See docs/decisions/0008-lock-file-platform-entries.md.

type LockPackage = {
  version?: string;
  optional?: boolean;
  dev?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
};
type Lock = { packages: Record<string, LockPackage> };

const OS = [
  "android",
  "darwin",
  "freebsd",
  "linux",
  "openbsd",
  "openharmony",
  "sunos",
  "win32",
  "aix",
  "netbsd",
];
const CPU: Record<string, string> = {
  arm64: "arm64",
  aarch64: "arm64",
  x64: "x64",
  ia32: "ia32",
  arm: "arm",
  loong64: "loong64",
  ppc64: "ppc64",
  riscv64: "riscv64",
  s390x: "s390x",
  wasm32: "wasm32",
};

/** Platform fields from a name such as `@rollup/rollup-linux-arm-musleabihf` or `@biomejs/cli-win32-x64`. */
export function platformOf(name: string): Pick<LockPackage, "os" | "cpu" | "libc"> {
  const parts = name.split("/").pop()?.split("-") ?? [];
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.map((part) => CPU[part]).find(Boolean);
  const fields: Pick<LockPackage, "os" | "cpu" | "libc"> = {};
  if (os) fields.os = [os];
  if (cpu) fields.cpu = [cpu];
  if (os === "linux") fields.libc = [parts.some((part) => part.startsWith("musl")) ? "musl" : "glibc"];
  return fields;
}

const file = "package-lock.json";
const lock = JSON.parse(readFileSync(file, "utf8")) as Lock;
const added: string[] = [];

for (const [key, pkg] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(pkg.optionalDependencies ?? {})) {
    // npm resolves a dependency next to its parent first, then at the top level.
    const nested = key ? `${key}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform.os && !platform.cpu) continue; // not a per-platform build; leave it to npm
    lock.packages[`node_modules/${name}`] = {
      version: range.replace(/^[\^~=]/, ""),
      ...(pkg.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added.push(name);
  }
}

lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length ? `Added ${added.length} platform entries: ${added.join(", ")}` : "Lock file complete.",
);
