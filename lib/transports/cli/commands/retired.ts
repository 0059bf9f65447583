// `svc scan` and `svc eu`: retired. They graded a company, and the service issues no verdict.
import { EXIT } from "@/lib/vocabulary/cli-exit-codes";
import type { CommandResult } from "@/lib/transports/cli/command-result";

export const RETIRED_SENTENCE: Record<"scan" | "eu", string> = {
  scan:
    "`svc scan` was retired: it turned readings into a verdict, and the service witnesses and dates facts but issues " +
    "no verdict; use `svc check <domain>` to see what was witnessed, or `svc lint` to count what your own files declare.",
  eu:
    "`svc eu` was retired: it classified a company under the EU AI Act, and the service witnesses and dates " +
    "facts but issues no verdict or classification; use `svc check <domain>` to see what was witnessed.",
};

export function runRetired(name: "scan" | "eu"): CommandResult {
  return { exit: EXIT.usage, json: { retired: true, message: RETIRED_SENTENCE[name] }, text: [RETIRED_SENTENCE[name]] };
}
