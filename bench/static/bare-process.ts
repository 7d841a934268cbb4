import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Captured } from "./bare-server";

// Starts bare-server.ts in its own process, so the baseline, like the app, has an event loop and a
// core's share to itself instead of sharing the load generator's.

export type BareProcess = { url: string; stop(): Promise<void> };

const ENTRY = fileURLToPath(new URL("./bare-server.ts", import.meta.url));
const TSX_LOADER = import.meta.resolve("tsx");

export async function startBareServer(answers: Captured[]): Promise<BareProcess> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-bare-"));
  const file = path.join(dir, "answers.json");
  writeFileSync(file, JSON.stringify(answers));
  const child = spawn(process.execPath, ["--import", TSX_LOADER, ENTRY, file], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split("\n")[0];
      if (output.includes("\n") && line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once("exit", (code) => reject(new Error(`the bare server exited (${code}) before listening`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
