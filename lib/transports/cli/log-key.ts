// The log's verifier key: pinned with --log-key (a C2SP signed-note verifier key, e.g. copied once from
// GET {api_url}/log or docs/witnessing-and-verification.md), or else read from the service and reported as not pinned, since
// a key taken from the same answer it verifies proves only that the answer is self-consistent.
import { parseVerifierKey, NoteFormatError } from "@/lib/statement-log/signed-note";
import { LogInfoSchema } from "@/lib/schemas/statement-log";
import { readJson } from "@/lib/transports/cli/read-json";
import { ServiceReadError } from "@/lib/transports/cli/service-read-error";
import { serviceUrls } from "@/lib/transports/cli/service-urls";
import { UsageError } from "@/lib/transports/cli/usage-error";

export interface LogKeyChoice {
  key: string;
  pinned: boolean;
}

export function pinnedLogKey(value: string): LogKeyChoice {
  try {
    parseVerifierKey(value);
  } catch (err) {
    if (err instanceof NoteFormatError) throw new UsageError(`--log-key: ${err.message}`);
    throw err;
  }
  return { key: value, pinned: true };
}

export async function logInfo() {
  const answer = await readJson(new URL("/log", serviceUrls().apiUrl).toString());
  const parsed = LogInfoSchema.safeParse(answer.body);
  if (!parsed.success) throw new ServiceReadError(`${answer.url}: the answer does not follow its schema`, answer.status);
  return parsed.data;
}

export async function chooseLogKey(option: string | undefined, offline = false): Promise<LogKeyChoice> {
  if (option !== undefined) return pinnedLogKey(option);
  if (offline) throw new UsageError("--offline needs the log's key: give --log-key <verifier key>");
  return { key: (await logInfo()).verifier_key, pinned: false };
}
