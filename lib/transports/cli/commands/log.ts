// `svc log checkpoint`, `svc log proof <index>`, `svc log monitor --state <file>`: the statement log seen
// from outside. Every checkpoint is checked against the log key before its size or root is used;
// `monitor` accepts a new checkpoint only with a consistency proof that the log only grew since the
// saved one, and saves the state only then.
import { z } from "zod";
import { ConsistencyProofSchema, InclusionProofSchema } from "@/lib/schemas/statement-log";
import { verifyConsistency, verifyInclusion } from "@/lib/statement-log/verify-proof";
import { EXIT } from "@/lib/vocabulary/cli-exit-codes";
import type { CommandResult } from "@/lib/transports/cli/command-result";
import { readCheckpoint } from "@/lib/transports/cli/checkpoint";
import { chooseLogKey } from "@/lib/transports/cli/log-key";
import { readJson } from "@/lib/transports/cli/read-json";
import { ServiceReadError } from "@/lib/transports/cli/service-read-error";
import { serviceUrls } from "@/lib/transports/cli/service-urls";
import { readStateFile, replaceJsonFile } from "@/lib/transports/cli/state-file";
import { UsageError } from "@/lib/transports/cli/usage-error";

const b64 = (b: Buffer) => b.toString("base64");
const unb64 = (s: string) => Buffer.from(s, "base64");

const MonitorStateSchema = z.strictObject({ origin: z.string(), size: z.number().int().min(0), root_hash: z.string(), note: z.string() });
type MonitorState = z.infer<typeof MonitorStateSchema>;

async function verified(logKeyOption: string | undefined) {
  const logKey = await chooseLogKey(logKeyOption);
  const cp = await readCheckpoint(logKey.key);
  return { logKey, cp };
}

function invalid(reason: string, pinned: boolean): CommandResult {
  return {
    exit: EXIT.signatureInvalid,
    json: { valid: false, reason, log_key_pinned: pinned },
    text: [`Checkpoint NOT valid: ${reason}.`],
  };
}

export async function runLogCheckpoint(options: { logKey?: string }): Promise<CommandResult> {
  const { logKey, cp } = await verified(options.logKey);
  if (!cp.ok) return invalid(cp.reason, logKey.pinned);
  const { origin, size, rootHash } = cp.checkpoint;
  return {
    exit: EXIT.listedWitnessed,
    json: { valid: true, origin, size, root_hash: b64(rootHash), cosigned_by: cp.cosigners, log_key_pinned: logKey.pinned, note: cp.note },
    text: [
      `${origin}: ${size} entries, root ${b64(rootHash)}; the log key's signature ` +
        `checks${logKey.pinned ? " (pinned key)" : " (key read from the service, not pinned: pass --log-key)"}.`,
      `  cosigned by: ${cp.cosigners.join(", ") || "no witness"}`,
    ],
  };
}

export async function runLogProof(indexText: string, options: { logKey?: string }): Promise<CommandResult> {
  if (!/^(0|[1-9][0-9]{0,15})$/.test(indexText)) throw new UsageError(`index must be a whole number (got "${indexText}")`);
  const index = Number(indexText);
  const { logKey, cp } = await verified(options.logKey);
  if (!cp.ok) return invalid(cp.reason, logKey.pinned);
  const { size, rootHash } = cp.checkpoint;
  if (index >= size) throw new UsageError(`index ${index} is beyond the log (${size} entries at the latest checkpoint)`);
  const url = new URL("/log/proof/inclusion", serviceUrls().apiUrl);
  url.searchParams.set("index", String(index));
  url.searchParams.set("size", String(size));
  const answer = await readJson(url.toString());
  const proof = InclusionProofSchema.safeParse(answer.body);
  if (!proof.success) throw new ServiceReadError(`${answer.url}: the answer does not follow its schema`, answer.status);
  const ok = verifyInclusion(index, size, unb64(proof.data.leaf_hash), proof.data.hashes.map(unb64), rootHash);
  return {
    exit: ok ? EXIT.listedWitnessed : EXIT.bindingMismatch,
    json: {
      index,
      size,
      leaf_hash: proof.data.leaf_hash,
      root_hash: b64(rootHash),
      hashes: proof.data.hashes,
      included: ok,
      log_key_pinned: logKey.pinned,
    },
    text: [
      ok
        ? `Entry ${index} (leaf ${proof.data.leaf_hash}) is included in the signed checkpoint of ${size} entries.`
        : `The proof does NOT lead from entry ${index} to the signed root.`,
    ],
  };
}

export async function runLogMonitor(options: { state: string; logKey?: string }): Promise<CommandResult> {
  const previous = await readStateFile(options.state, MonitorStateSchema, "a state saved by svc log monitor");
  const { logKey, cp } = await verified(options.logKey);
  if (!cp.ok) return invalid(cp.reason, logKey.pinned);
  const now = cp.checkpoint;
  const state: MonitorState = { origin: now.origin, size: now.size, root_hash: b64(now.rootHash), note: cp.note };
  const base = { state_file: options.state, size: now.size, root_hash: state.root_hash, log_key_pinned: logKey.pinned };
  if (!previous) {
    await replaceJsonFile(options.state, state);
    return {
      exit: EXIT.listedWitnessed,
      json: { ...base, previous_size: null, consistent: true, state_updated: true },
      text: [`First checkpoint saved: ${now.size} entries, root ${state.root_hash}.`],
    };
  }
  const refuse = (reason: string): CommandResult => ({
    exit: EXIT.bindingMismatch,
    json: { ...base, previous_size: previous.size, consistent: false, state_updated: false, reason },
    text: [`The log did NOT only grow since the saved checkpoint: ${reason}. The saved state is kept.`],
  });
  if (previous.origin !== now.origin) return refuse(`the origin changed from ${previous.origin} to ${now.origin}`);
  if (now.size < previous.size) return refuse(`it shrank from ${previous.size} to ${now.size} entries`);
  let consistent: boolean;
  if (now.size === previous.size) consistent = previous.root_hash === state.root_hash;
  else {
    const url = new URL("/log/proof/consistency", serviceUrls().apiUrl);
    url.searchParams.set("from", String(previous.size));
    url.searchParams.set("to", String(now.size));
    const answer = await readJson(url.toString());
    const proof = ConsistencyProofSchema.safeParse(answer.body);
    if (!proof.success) throw new ServiceReadError(`${answer.url}: the answer does not follow its schema`, answer.status);
    consistent = verifyConsistency(previous.size, now.size, unb64(previous.root_hash), now.rootHash, proof.data.hashes.map(unb64));
  }
  if (!consistent) return refuse(previous.size === now.size ? "same size, different root" : "the consistency proof does not check");
  await replaceJsonFile(options.state, state);
  return {
    exit: EXIT.listedWitnessed,
    json: { ...base, previous_size: previous.size, consistent: true, state_updated: true },
    text: [
      previous.size === now.size
        ? `Unchanged: ${now.size} entries, the same root as the saved checkpoint.`
        : `The log only grew: ${previous.size} → ${now.size} entries (consistency proof checked). State saved.`,
    ],
  };
}
