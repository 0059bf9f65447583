// GET /api/version: which build is answering. In production the stamp is `<build id>+<commit>`: the Next
// build id (.next/BUILD_ID) and the commit from BUILD_COMMIT, else from git; "unknown" for a part that
// cannot be read. A development server has no build of its own (a .next/BUILD_ID left by an earlier
// `next build` would name the wrong code), so it says so: `development-<package version>+<commit>`.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { env } from "@/lib/platform/env";

let cached: { key: string; stamp: string; version: string } | null = null;

function readText(file: string): string | null {
  try {
    return readFileSync(`${process.cwd()}/${file}`, "utf8");
  } catch {
    return null;
  }
}

function buildId(): string {
  return readText(".next/BUILD_ID")?.trim() || "unknown";
}

/** The `version` of package.json: the release this code belongs to. */
function packageVersion(): string {
  try {
    const version = (JSON.parse(readText("package.json") ?? "{}") as { version?: unknown }).version;
    return typeof version === "string" && version ? version : "unknown";
  } catch {
    return "unknown";
  }
}

function commit(): string {
  const configured = env().BUILD_COMMIT;
  if (configured) return configured;
  try {
    return (
      execFileSync("git", ["rev-parse", "--short=12", "HEAD"], { cwd: process.cwd(), stdio: ["ignore", "pipe", "ignore"], timeout: 2000 })
        .toString()
        .trim() || "unknown"
    );
  } catch {
    return "unknown";
  }
}

/** The stamp for a server in this mode (exported for the test of the development form). */
export function stampFor(mode: string, parts: { buildId: string; version: string; commit: string }): string {
  return mode === "development" ? `development-${parts.version}+${parts.commit}` : `${parts.buildId}+${parts.commit}`;
}

/**
 * Computed once per configuration: a deployment does not change under a running server, but a process whose
 * settings are swapped (the test workers reuse one server across files) must not keep another one's commit.
 */
export function buildInfo(): { stamp: string; version: string } {
  const key = `${env().NODE_ENV}\n${env().BUILD_COMMIT ?? ""}`;
  if (cached?.key !== key) {
    const version = packageVersion();
    cached = { key, stamp: stampFor(env().NODE_ENV, { buildId: buildId(), version, commit: commit() }), version };
  }
  return { stamp: cached.stamp, version: cached.version };
}
