// One read of the canonical profile (contract 2, GET {base_url}/api/network/profile). The answer is
// parsed with the same zod schema the service publishes it with, so a record the client cannot
// read in full is a service error, never a guess.
import { NetworkProfileResponseSchema, type NetworkProfileResponse } from "@/lib/schemas/network-profile";
import { PublicTrustProfileSchema } from "@/lib/schemas/public-trust";
import { readJson } from "@/lib/transports/cli/read-json";
import { ServiceReadError } from "@/lib/transports/cli/service-read-error";
import { serviceUrls } from "@/lib/transports/cli/service-urls";

export interface ProfileAnswer {
  url: string;
  profile: NetworkProfileResponse;
}

export async function readProfile(domain: string): Promise<ProfileAnswer> {
  const url = new URL("/api/network/profile", serviceUrls().baseUrl);
  url.searchParams.set("q", domain);
  url.searchParams.set("contract", "2");
  const answer = await readJson(url.toString());
  const parsed = NetworkProfileResponseSchema.safeParse(answer.body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ServiceReadError(
      `${answer.url}: the answer does not follow contract 2 (${issue?.path.join(".") || "(root)"}: ${issue?.message})`,
      answer.status,
    );
  }
  return { url: answer.url, profile: parsed.data };
}

type PublicTrustProfile = import("zod").infer<typeof PublicTrustProfileSchema>;

export interface WorkerAnswer {
  url: string;
  profile: PublicTrustProfile | null;
}

/**
 * The company's worker-route page ({api_url}/public/trust/{domain}), read when the Network has no
 * record: some companies are published there only. 404 (unclaimed, private, moved or unknown) is null.
 */
export async function readWorkerProfile(domain: string): Promise<WorkerAnswer> {
  const url = new URL(`/public/trust/${encodeURIComponent(domain)}`, serviceUrls().apiUrl).toString();
  const answer = await readJson(url, [200, 404]);
  if (answer.status === 404) return { url: answer.url, profile: null };
  const parsed = PublicTrustProfileSchema.safeParse(answer.body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ServiceReadError(
      `${answer.url}: the answer does not follow the worker trust profile (${issue?.path.join(".") || "(root)"}: ${issue?.message})`,
      answer.status,
    );
  }
  return { url: answer.url, profile: parsed.data };
}
