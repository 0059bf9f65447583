// `svc lint [path]`: counts what local files declare (Terraform, Kubernetes, Dockerfiles), offline:
// it opens no socket. No verdict, no threshold: counts, a coverage report and a SHA-256 digest over
// the canonical counts, so two runs over the same declarations can be compared by one string.
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { parse as parseHcl } from "@cdktf/hcl2json";
import { canonicalJson, sha256Hex } from "@/lib/platform/canonical-json";
import { EXIT } from "@/lib/vocabulary/cli-exit-codes";
import type { CoverageState, LintFileKind } from "@/lib/vocabulary/lint-coverage";
import type { CommandResult } from "@/lib/transports/cli/command-result";
import { addCounts, emptyCounts, type DeclarationCounts } from "@/lib/transports/cli/lint/declaration-counts";
import { countDockerfile } from "@/lib/transports/cli/lint/read-dockerfile";
import { countManifests, parseManifests } from "@/lib/transports/cli/lint/read-kubernetes";
import { countTerraformConfiguration, countTerraformPlan, isTerraformPlan } from "@/lib/transports/cli/lint/read-terraform";
import { DEFAULT_WALK_CAP, walkFiles } from "@/lib/transports/cli/lint/walk-files";
import { UsageError } from "@/lib/transports/cli/usage-error";

const MAX_FILE_BYTES = 4 * 1024 * 1024;

interface FileReport {
  path: string;
  kind: LintFileKind;
  status: CoverageState;
  reason?: string;
}

function kindOf(name: string): LintFileKind {
  const base = name.toLowerCase();
  if (base.endsWith(".tf")) return "terraform";
  if (base.endsWith(".tf.json")) return "terraform_json";
  if (base.endsWith(".json")) return "terraform_plan";
  if (base.endsWith(".yaml") || base.endsWith(".yml")) return "kubernetes";
  if (base === "dockerfile" || base === "containerfile" || base.startsWith("dockerfile.") || base.endsWith(".dockerfile"))
    return "dockerfile";
  return "other";
}

/** Counts of one file, or `null` when the file is not of a kind lint reads. Throws on malformed input. */
async function countFile(kind: LintFileKind, name: string, text: string): Promise<DeclarationCounts | null> {
  switch (kind) {
    case "terraform":
      return countTerraformConfiguration(await parseHcl(name, text));
    case "terraform_json":
      return countTerraformConfiguration(JSON.parse(text));
    case "terraform_plan": {
      const doc = JSON.parse(text);
      return isTerraformPlan(doc) ? countTerraformPlan(doc) : null;
    }
    case "kubernetes": {
      const objects = parseManifests(text);
      return objects.length ? countManifests(objects) : null;
    }
    case "dockerfile":
      return countDockerfile(text);
    default:
      return null;
  }
}

function firstLine(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).split("\n")[0].slice(0, 300);
}

export async function runLint(target: string | undefined, options: { maxFiles?: string }): Promise<CommandResult> {
  const root = path.resolve(target ?? ".");
  const cap = options.maxFiles === undefined ? DEFAULT_WALK_CAP : Number(options.maxFiles);
  if (!Number.isInteger(cap) || cap < 1 || cap > 1_000_000)
    throw new UsageError(`--max-files must be a whole number from 1 to 1000000 (got "${options.maxFiles}")`);
  try {
    await stat(root);
  } catch {
    throw new UsageError(`path "${target ?? "."}" does not exist or cannot be reached`);
  }
  const walk = await walkFiles(root, cap);
  const counts = emptyCounts();
  const files: FileReport[] = [];
  const coverage: Record<CoverageState, number> = { read: 0, not_applicable: 0, skipped: 0, invalid: 0, unreadable: 0 };

  for (const entry of walk.entries) {
    const kind = kindOf(path.basename(entry.absolute));
    const report = (status: CoverageState, reason?: string) => {
      coverage[status] += 1;
      if (status !== "not_applicable") files.push({ path: entry.relative, kind, status, ...(reason ? { reason } : {}) });
    };
    if (entry.unreadable) {
      report("unreadable", entry.unreadable);
      continue;
    }
    if (entry.skipped) {
      report("skipped", entry.skipped);
      continue;
    }
    if (kind === "other") {
      report("not_applicable");
      continue;
    }
    let text: string;
    try {
      const st = await stat(entry.absolute);
      if (st.size > MAX_FILE_BYTES) {
        report("skipped", `larger than ${MAX_FILE_BYTES} bytes`);
        continue;
      }
      text = await readFile(entry.absolute, "utf8");
    } catch (err) {
      report("unreadable", (err as NodeJS.ErrnoException).code ?? firstLine(err));
      continue;
    }
    try {
      const fileCounts = await countFile(kind, entry.relative, text);
      if (fileCounts === null) report("not_applicable");
      else {
        addCounts(counts, fileCounts);
        report("read");
      }
    } catch (err) {
      report("invalid", firstLine(err));
    }
  }

  const digest = sha256Hex(canonicalJson(counts));
  const partial = coverage.invalid + coverage.unreadable + coverage.skipped > 0 || walk.capReached;
  const exit = partial ? EXIT.partial : EXIT.listedWitnessed;
  const regionText = Object.entries(counts.regions)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([r, n]) => `${r} ${n}`)
    .join(", ");
  const text = [
    `Declared in ${root} (counts of what the files say; no verdict):`,
    `  regions:                ` +
      `${regionText || "none named"}${counts.regions_unresolved ? `; ${counts.regions_unresolved} unresolved` : ""}`,
    `  storage:                ${counts.storage.encrypted} encrypted, ${counts.storage.not_encrypted} ` +
      `not encrypted, ${counts.storage.not_stated} not stated, ${counts.storage.unresolved} unresolved`,
    `  logging declarations:   ${counts.logging}`,
    `  identity declarations:  ${counts.identity}`,
    `  open to any address:    ${counts.open_to_any_address}`,
    `  inline credentials:     ${counts.inline_credentials} (counted, never shown)`,
    `Coverage: ${coverage.read} read, ${coverage.not_applicable} not applicable, ${coverage.skipped} skipped, ${coverage.invalid} ` +
      `invalid, ${coverage.unreadable} unreadable${walk.capReached ? `; stopped at the walk cap of ${cap} files` : ""}`,
    ...files.filter((f) => f.status !== "read").map((f) => `  ${f.status}: ${f.path}${f.reason ? ` (${f.reason})` : ""}`),
    `Facts digest (SHA-256 of the RFC 8785 counts): ${digest}`,
  ];
  return {
    exit,
    json: { root, counts, facts_digest: digest, coverage: { ...coverage, walk_cap: cap, walk_cap_reached: walk.capReached }, files },
    text,
  };
}
