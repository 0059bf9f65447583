// The contract of the route in archive-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import * as S from "@/lib/schemas/eu-ai-act";
import { pair, idParams } from "@/lib/contracts/eu-ai-act";

export const euSystemArchive = pair({
  id: "EuSystemArchive",
  method: "POST",
  path: "/systems/{id}/archive",
  summary: "Archive a system (kept with its history; no longer listed or re-classified)",
  params: idParams,
  status: 200,
  response: S.EuSystemSchema,
  responseDescription: "The archived system.",
  errors: ["not_found"],
});
