// `svc witness --state <dir> --log-key <vkey>`: an independent log witness in the C2SP tlog-witness sense.
// It holds its own Ed25519 key (made on first run in the state directory), reads the log's latest
// checkpoint, checks the log key's signature, proves from the log's tiles alone that the checkpoint
// extends the last one it cosigned (the statement log's own proof code, checked against both signed
// roots), records it, and only then posts a cosignature/v1 line to POST {api_url}/log/cosignature.
// A checkpoint that does not extend the last one cosigned, or a second root at the same size, is a split
// view: nothing is signed or posted, the saved state is kept, and the run ends with its own exit code.
// `--watch <seconds>` repeats until a split view stops it.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { clock } from "@/lib/platform/clock";
import { CosignatureResultSchema } from "@/lib/schemas/statement-log";
import { LogRangeError } from "@/lib/statement-log/merkle";
import { parseNote, parseVerifierKey, verifyCosignature } from "@/lib/statement-log/signed-note";
import { verifyConsistency } from "@/lib/statement-log/verify-proof";
import { cosignatureLine, loadOrCreateWitnessKey, WitnessKeyFileError, type WitnessKey } from "@/lib/statement-log/witness-key";
import { EXIT } from "@/lib/vocabulary/cli-exit-codes";
import type { CommandResult } from "@/lib/transports/cli/command-result";
import { checkCheckpointNote } from "@/lib/transports/cli/checkpoint";
import { httpTree } from "@/lib/transports/cli/http-tiles";
import { pinnedLogKey } from "@/lib/transports/cli/log-key";
import { postText, readText } from "@/lib/transports/cli/read-json";
import { ServiceReadError } from "@/lib/transports/cli/service-read-error";
import { serviceUrls } from "@/lib/transports/cli/service-urls";
import { readStateFile, replaceJsonFile } from "@/lib/transports/cli/state-file";
import { UsageError } from "@/lib/transports/cli/usage-error";
import { diagnostic } from "@/lib/transports/cli/write-output";

export interface WitnessOptions {
  state: string;
  logKey?: string;
  url?: string;
  watch?: string;
  name?: string;
  printKey?: boolean;
}

const STATE_FILE = "checkpoint.json";
const MAX_WATCH_SECONDS = 86_400;

/** The last checkpoint this witness cosigned: its body's fields and the note as the log signed it. */
const WitnessStateSchema = z.strictObject({ origin: z.string(), size: z.number().int().min(0), root_hash: z.string(), note: z.string() });
type WitnessState = z.infer<typeof WitnessStateSchema>;

type Outcome = "cosigned" | "already_cosigned" | "older" | "split_view" | "invalid_checkpoint" | "not_accepted";

interface Ctx {
  stateDir: string;
  apiUrl: string;
  logKey: string;
  key: WitnessKey;
}

function apiUrlOf(option: string | undefined): string {
  if (option === undefined) return serviceUrls().apiUrl;
  let url: URL;
  try {
    url = new URL(option);
  } catch {
    throw new UsageError(`--url must be the service's API URL (got "${option}")`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new UsageError("--url must be an http(s) URL");
  return url.toString();
}

function watchSeconds(option: string | undefined): number | null {
  if (option === undefined) return null;
  if (!/^[1-9][0-9]{0,5}$/.test(option) || Number(option) > MAX_WATCH_SECONDS)
    throw new UsageError(`--watch must be a whole number of seconds from 1 to ${MAX_WATCH_SECONDS} (got "${option}")`);
  return Number(option);
}

/** True when the note already carries a cosignature by this witness that verifies. */
function cosignedBy(note: string, key: WitnessKey): boolean {
  const parsed = parseNote(note);
  const verifier = parseVerifierKey(key.verifierKey);
  return parsed.signatures.some((s) => verifyCosignature(parsed.body, s, verifier) !== null);
}

/** The note with only the log key's signature: what the witness records and cosigns. */
function logSignedNote(note: string, origin: string): string {
  const parsed = parseNote(note);
  const own = parsed.signatures.filter((s) => s.name === origin);
  return `${parsed.body}\n${own.map((s) => `${s.line}\n`).join("")}`;
}

async function witnessOnce(ctx: Ctx): Promise<CommandResult> {
  const base = { state_dir: ctx.stateDir, witness: ctx.key.name, verifier_key: ctx.key.verifierKey };
  const answer = (out: Outcome, exit: CommandResult["exit"], fields: Record<string, unknown>, text: string[]): CommandResult => ({
    exit,
    json: { ...base, outcome: out, posted: out === "cosigned", split_view: out === "split_view", ...fields },
    text,
  });

  const note = (await readText(new URL("/log/checkpoint", ctx.apiUrl).toString())).text;
  const cp = checkCheckpointNote(note, ctx.logKey);
  if (!cp.ok)
    return answer("invalid_checkpoint", EXIT.signatureInvalid, { reason: cp.reason }, [
      `Checkpoint NOT valid: ${cp.reason}. Nothing was cosigned.`,
    ]);
  const { origin, size, rootHash } = cp.checkpoint;
  const now: WitnessState = { origin, size, root_hash: rootHash.toString("base64"), note: logSignedNote(note, origin) };
  const seen = { origin, size, root_hash: now.root_hash };

  const stateFile = path.join(ctx.stateDir, STATE_FILE);
  const previous = await readStateFile(stateFile, WitnessStateSchema, "a state saved by svc witness");
  if (previous && previous.origin !== origin)
    throw new UsageError(
      `--state ${ctx.stateDir} witnesses the log ${previous.origin}, not ${origin}: give each log its own state directory`,
    );
  const before = { previous_size: previous?.size ?? null };

  const splitView = (reason: string): CommandResult =>
    answer("split_view", EXIT.splitView, { ...seen, ...before, reason }, [
      `SPLIT VIEW: ${reason}. The log showed this witness a checkpoint that contradicts ` +
        `the one it cosigned (${previous!.size} entries, root ${previous!.root_hash}).`,
      "Nothing was signed or posted; the saved state is kept. Keep both checkpoint notes: together they are the evidence.",
    ]);

  if (previous && size < previous.size)
    return answer("older", EXIT.listedWitnessed, { ...seen, ...before }, [
      `The log shows ${size} entries, fewer than the ${previous.size} this witness already cosigned: nothing to cosign.`,
    ]);
  if (previous && size === previous.size) {
    if (previous.root_hash !== now.root_hash) return splitView(`a second checkpoint of size ${size} with another root (${now.root_hash})`);
    if (cosignedBy(note, ctx.key))
      return answer("already_cosigned", EXIT.listedWitnessed, { ...seen, ...before }, [
        `Already cosigned: ${size} entries, root ${now.root_hash}.`,
      ]);
  }
  // Every tree extends the empty one; any other needs a proof.
  if (previous && previous.size > 0 && size > previous.size) {
    // The proof is built from the log's tiles and trusted only because it leads to both signed roots.
    let proof: Buffer[];
    try {
      proof = await httpTree(new URL("/log/tile/", ctx.apiUrl), size).consistencyProof(previous.size);
    } catch (err) {
      if (err instanceof LogRangeError)
        throw new ServiceReadError(`the log's tiles do not hold a tree of ${size} entries: ${err.message}`, null);
      throw err;
    }
    if (!verifyConsistency(previous.size, size, Buffer.from(previous.root_hash, "base64"), rootHash, proof))
      return splitView(
        `the checkpoint of ${size} entries does not extend the cosigned one of ${previous.size} (its tiles prove no consistency)`,
      );
  }

  // Recorded before it is posted: once signed, this witness never signs a contradicting checkpoint, even if the post is lost.
  await replaceJsonFile(stateFile, now, 0o600);
  const timestamp = BigInt(Math.floor(clock().nowMs() / 1000));
  const cosigned = `${now.note}${cosignatureLine(parseNote(now.note).body, ctx.key, timestamp)}\n`;
  const posted = await postText(new URL("/log/cosignature", ctx.apiUrl).toString(), cosigned, [200, 400, 404]);
  const accepted = CosignatureResultSchema.safeParse(posted.body);
  if (posted.status !== 200 || !accepted.success || !accepted.data.accepted.some((a) => a.name === ctx.key.name)) {
    const message = (posted.body as { message?: unknown } | null)?.message;
    const reason =
      `the log did not accept the cosignature (${posted.status}${typeof message === "string" ? `: ${message}` : ""}); ` +
      `it must list ${ctx.key.verifierKey} in LOG_WITNESSES`;
    return answer("not_accepted", EXIT.serviceError, { ...seen, ...before, reason }, [`Cosigned ${size} entries, but ${reason}.`]);
  }
  return answer("cosigned", EXIT.listedWitnessed, { ...seen, ...before }, [
    previous
      ? `Cosigned ${size} entries, root ${now.root_hash}: it extends the ` +
        `${previous.size} cosigned before (consistency proven from the tiles).`
      : `Cosigned ${size} entries, root ${now.root_hash}: the first checkpoint this witness saw.`,
  ]);
}

export async function runWitness(options: WitnessOptions): Promise<CommandResult> {
  const stateDir = path.resolve(options.state);
  if (options.logKey === undefined && !options.printKey)
    throw new UsageError("a witness checks every checkpoint against the log's key: give --log-key <vkey>");
  const logKey = options.logKey === undefined ? "" : pinnedLogKey(options.logKey).key;
  const apiUrl = apiUrlOf(options.url);
  const every = watchSeconds(options.watch);
  try {
    await mkdir(stateDir, { recursive: true, mode: 0o700 });
  } catch (err) {
    throw new UsageError(`--state ${options.state} cannot be made (${(err as NodeJS.ErrnoException).code ?? "error"})`);
  }
  let key: WitnessKey;
  let keyFile: string;
  try {
    ({ key, file: keyFile } = loadOrCreateWitnessKey(stateDir, options.name));
  } catch (err) {
    if (err instanceof WitnessKeyFileError || err instanceof SyntaxError) throw new UsageError(err.message);
    throw err;
  }
  if (options.printKey)
    return {
      exit: EXIT.listedWitnessed,
      json: { state_dir: stateDir, witness: key.name, verifier_key: key.verifierKey, outcome: null, posted: false, split_view: false },
      text: [key.verifierKey],
    };
  diagnostic(`svc witness ${key.name}: verifier key ${key.verifierKey} (private key in ${keyFile})`);
  const ctx: Ctx = { stateDir, apiUrl, logKey, key };
  if (every === null) return witnessOnce(ctx);
  for (;;) {
    let round: CommandResult | null = null;
    try {
      round = await witnessOnce(ctx);
    } catch (err) {
      // A log that cannot be read this round may be readable the next: only a split view ends the watch.
      if (!(err instanceof ServiceReadError)) throw err;
      diagnostic(`svc witness: ${err.message}`);
    }
    if (round?.exit === EXIT.splitView) return round;
    if (round) diagnostic(`svc witness: ${round.text.join(" ")}`);
    await clock().sleep(every * 1000);
  }
}
