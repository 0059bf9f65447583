// GET /api/network/profile – the canonical company read: one published Network record (contracts 1 and 2).
// Its contract says `hot: true`: our own server answers it before Next too (lib/transports/server/hot-reads.ts).
import { createHash } from "node:crypto";
import { networkProfileRoute } from "@/lib/network/routes/profile.contract";
import { getDb } from "@/lib/platform/db/client";
import { ApiError } from "@/lib/http/api-error";
import { cacheControl } from "@/lib/http/cache";
import { checkedJson } from "@/lib/http/checked-output";
import { plainAnswer } from "@/lib/http/plain-answer";
import { route } from "@/lib/http/route";
import { CONTRACT_HEADER, contractHeaders, requestedContract } from "@/lib/network/profile/contract-version";
import { contractSchemaUrl } from "@/lib/network/profile/profile-links";
import { profileLookup } from "@/lib/network/profile/profile-query";
import { readNetworkProfile } from "@/lib/network/profile/read-network-profile";
import { readStage } from "@/lib/network/profile/read-stage";
import { NetworkProfileResponseSchema } from "@/lib/schemas/network-profile";

export const GET = route(networkProfileRoute, async (ctx) => {
  // The contract's query schema always parses a query (q is required), so it is never undefined here.
  const query = ctx.query!;
  if (query.q.trim() === "") {
    throw new ApiError("missing_parameter", {
      message: "Missing required query parameter `q` (a domain or profile slug).",
      errors: [{ in: "query", name: "q", message: "required" }],
    });
  }
  const contract = requestedContract(query.contract, ctx.headers.get(CONTRACT_HEADER));
  const db = await readStage("record_unavailable", getDb);
  const record = await readNetworkProfile(db, { lookup: profileLookup(query.q), contract, requested: contract });
  // The handler's output is checked against the published schema (outside production, see checked-output.ts).
  const text = checkedJson(NetworkProfileResponseSchema, record);
  const headers = new Headers(contractHeaders(contract, contractSchemaUrl()));
  headers.set("content-type", "application/json; charset=utf-8");
  if (record.found && record.record) {
    const etag = `"${record.record.digest}.c${contract}.${createHash("sha256").update(text).digest("hex").slice(0, 16)}"`;
    headers.set("etag", etag);
    const match = ctx.headers.get("if-none-match");
    if (match && match.split(",").some((t) => t.trim() === etag)) {
      headers.set("cache-control", cacheControl("profile"));
      headers.delete("content-type");
      return plainAnswer(null, { status: 304, headers });
    }
  }
  return plainAnswer(text, { status: 200, headers });
});
