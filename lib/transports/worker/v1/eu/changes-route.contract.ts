// The contract of the route in changes-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import * as S from "@/lib/schemas/eu-ai-act";
import { pair } from "@/lib/contracts/eu-ai-act";

export const euChanges = pair({
  id: "EuChanges",
  method: "GET",
  path: "/changes",
  summary:
    "Regulatory change feed: what each published rule-set version added, removed " +
    "or changed (article, effective dates, wording) with sources, oldest first",
  description:
    "Cursor-paginated, at most 100 per page. Pass `next_cursor` back as `after`; `has_more` says whether another page is ready now.",
  query: S.EuChangesQuerySchema,
  status: 200,
  response: S.EuChangesPageSchema,
  responseDescription: "A page of changes.",
  errors: ["invalid_cursor"],
});
