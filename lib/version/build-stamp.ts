// GET /api/version: which build is answering. The stamp is `<build id>+<commit>`: the Next build id
// (.next/BUILD_ID) and the commit from BUILD_COMMIT, else from git; "unknown" for a part that cannot be read.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { env } from "@/lib/env";

let cached: string | null = null;

function buildId(): string {
  try {
    return readFileSync(`${process.cwd()}/.next/BUILD_ID`, "utf8").trim() || "unknown";
  } catch {
    return "unknown";
  }
}

function commit(): string {
  const configured = env().BUILD_COMMIT;
  if (configured) return configured;
  try {
    return execFileSync("git", ["rev-parse", "--short=12", "HEAD"], { cwd: process.cwd(), stdio: ["ignore", "pipe", "ignore"], timeout: 2000 }).toString().trim() || "unknown";
  } catch {
    return "unknown";
  }
}

/** Computed once per process: a deployment does not change under a running server. */
export function buildStamp(): string {
  cached ??= `${buildId()}+${commit()}`;
  return cached;
}
