// Where the service is: SVC_BASE_URL (web host) and SVC_API_URL (API host), defaulting to the two
// hosts of `npm run dev`.
import { cliEnv } from "@/lib/transports/cli/cli-env";
import { UsageError } from "@/lib/transports/cli/usage-error";

export function serviceUrls(): { baseUrl: string; apiUrl: string } {
  try {
    const e = cliEnv();
    return { baseUrl: e.SVC_BASE_URL, apiUrl: e.SVC_API_URL };
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}
