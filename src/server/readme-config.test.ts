import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

// The README lists every configuration variable. config.ts is the only reader
// of process.env, so every key of its schema must appear in the README's table.
const root = path.resolve(import.meta.dirname, "../..");
const configSource = readFileSync(path.join(root, "src/server/config.ts"), "utf8");
const readme = readFileSync(path.join(root, "README.md"), "utf8");

describe("README configuration table", () => {
  const schema = configSource.slice(
    configSource.indexOf("const envSchema"),
    configSource.indexOf("});", configSource.indexOf("const envSchema")),
  );
  const variables = [...schema.matchAll(/^\s{2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);

  test("config.ts declares the variables it reads", () => {
    expect(variables).toContain("DATABASE_URL");
    expect(variables.length).toBeGreaterThan(10);
  });

  test.each(variables)("%s is in the README's table", (name) => {
    expect(readme).toMatch(new RegExp(`^\\| \`${name}\`\\s*\\|`, "m"));
  });
});
