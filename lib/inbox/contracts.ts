// Contracts of a workspace's inbox (issue 30; web host, behind a session): the access requests and buyer
// intents sent to its companies, and the answers. Every member reads it; owners and admins answer, and only
// they see the requester's address.
// Each route's contract sits beside its handler (<name>.contract.ts); left here: pages and pieces those files share.
import { definePage as page, type RouteContract } from "@/lib/http/contract";
import { SlugParamsSchema } from "@/lib/schemas/public-trust";

export const web = {
  host: "web" as const,
  status: "documented, not versioned" as const,
  errorFormat: "negotiate" as const,
  forms: true,
  tags: ["Inbox"],
  auth: "session" as const,
};

export const inboxPages: RouteContract[] = [
  page("/workspace/inbox", "Inbox: access requests and buyer intents, answered from the workspace"),
  { ...page("/network/company/{slug}/request", "Ask a published company for a document: the form of its page"), params: SlugParamsSchema },
];
