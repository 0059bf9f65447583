// The contract of the route in profile-llms-txt.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";

export const profileLlmsRoute = defineRoute({
  operationId: "companyLlmsTxt",
  host: "web",
  method: "GET",
  path: "/network/company/{slug}/llms.txt",
  summary: "A published record as text for language models (llms.txt form)",
  description:
    "The record of `GET /api/network/profile` as Markdown text: facts with their origins, every account of a contested " +
    "fact, the witnessed summary, the witness statement and what the record does not establish, with the sentences a model " +
    "must keep when it repeats any of it. 404 `not_found` for an unpublished or unknown company (the same answer for both); " +
    "503 with `Retry-After` when the read failed (it says nothing about the company). Cached like the record (120 s).",
  tags: ["Pages"],
  status: "supported",
  kind: "asset",
  params: z.object({ slug: z.string().min(1).max(300).describe("The profile slug or the company's domain.") }),
  responses: { 200: { description: "The record as text.", contentType: "text/plain; charset=utf-8" } },
  errors: ["not_found", "record_unavailable", "witnessed_record_unavailable", "profile_read_unavailable", "internal_error"],
  cache: "profile",
});
