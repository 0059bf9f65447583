// Which contract a profile read serves (spec Part 9): the `contract` query or the `Svc-Contract`
// header (the query wins when both are sent, being part of the cached URL); neither: the current one.
import { Refusal } from "@/lib/platform/refusal";
import { CURRENT_CONTRACT, SUPPORTED_CONTRACTS, type ContractVersion } from "@/lib/schemas/network-profile";

export const CONTRACT_HEADER = "svc-contract";

/** Contract 1 is withdrawn on this date; until then it is served with Deprecation and Sunset headers. */
export const CONTRACT_1_SUNSET = new Date("2027-03-01T00:00:00Z");
/** When contract 1 was deprecated (contract 2 became current). */
export const CONTRACT_1_DEPRECATED = new Date("2026-09-01T00:00:00Z");

export function requestedContract(query: string | undefined, header: string | null): ContractVersion {
  const fromQuery = query !== undefined && query.trim() !== "";
  const raw = (fromQuery ? query : header)?.trim();
  if (raw === undefined || raw === "") return CURRENT_CONTRACT;
  const n = /^[0-9]{1,3}$/.test(raw) ? Number(raw) : NaN;
  if ((SUPPORTED_CONTRACTS as readonly number[]).includes(n)) return n as ContractVersion;
  throw new Refusal("unsupported_contract_version", {
    message:
      `Contract ${JSON.stringify(raw).slice(0, 24)} is not served. This server speaks contract ${CURRENT_CONTRACT} (and ` +
      `${SUPPORTED_CONTRACTS.filter((c) => c !== CURRENT_CONTRACT).join(", ")} until ${CONTRACT_1_SUNSET.toISOString().slice(0, 10)}).`,
    errors: [
      {
        in: fromQuery ? "query" : "header",
        name: fromQuery ? "contract" : "Svc-Contract",
        message: `must be one of ${SUPPORTED_CONTRACTS.join(", ")}`,
      },
    ],
    extra: { found: false, contractVersion: CURRENT_CONTRACT, supportedContracts: [...SUPPORTED_CONTRACTS] },
  });
}

/** Response headers naming the served contract, with the deprecation headers of contract 1. */
export function contractHeaders(served: ContractVersion, schemaUrl: string): Record<string, string> {
  const headers: Record<string, string> = { "Svc-Contract": String(served), Vary: "Svc-Contract" };
  if (served === 1) {
    // RFC 9745 (Deprecation: @epoch-seconds) and RFC 8594 (Sunset: HTTP-date).
    headers.Deprecation = `@${Math.floor(CONTRACT_1_DEPRECATED.getTime() / 1000)}`;
    headers.Sunset = CONTRACT_1_SUNSET.toUTCString();
    headers.Link = `<${schemaUrl}>; rel="successor-version"`;
  }
  return headers;
}
