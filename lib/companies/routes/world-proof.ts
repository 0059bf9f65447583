// POST /dev/world/proofs – development only: place or remove a claim's proof on a demo domain.
import { answer, publicFormRoute } from "@/lib/http/session-route";
import { worldProofRoute } from "@/lib/companies/routes/world-proof.contract";
import { getDb } from "@/lib/platform/db/client";
import { ApiError } from "@/lib/http/api-error";
import { listWorldDomains, setWorldProof, UnknownWorldDomainError, worldAvailable } from "@/lib/companies/dev-world";

export const POST = publicFormRoute(worldProofRoute, { page: "/dev/world" }, async (ctx) => {
  if (!worldAvailable()) throw new ApiError("not_found", { message: "There is no local world here (development only)." });
  const { domain, method, action, token } = ctx.body;
  if (action === "place" && !token)
    throw new ApiError("invalid_request", {
      message: "token: required to place a proof",
      errors: [{ in: "body", name: "token", message: "required to place a proof" }],
    });
  try {
    setWorldProof(domain.trim().toLowerCase(), method, action === "place" ? token! : null);
  } catch (err) {
    if (!(err instanceof UnknownWorldDomainError)) throw err;
    throw new ApiError("invalid_request", {
      message: `domain: ${err.message}`,
      errors: [{ in: "body", name: "domain", message: err.message }],
    });
  }
  const notice =
    `${action === "place" ? "Placed" : "Removed"} the ` + `${method === "dns_txt" ? "TXT record" : "verification file"} of ${domain}.`;
  return answer(ctx.req, { domains: await listWorldDomains(await getDb()) }, { page: "/dev/world", notice });
});
