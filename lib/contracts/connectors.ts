// Contracts of the connected sources a workspace manages (web host, behind a session; forms work without
// JavaScript): list, connect, disconnect. Changes need the owner or admin role (`role`, checked by route()).
// Each route's contract sits beside its handler (<name>.contract.ts); left here: pages and pieces those files share.
import { definePage as page, type RouteContract } from "@/lib/http/contract";

export const web = {
  host: "web" as const,
  status: "documented, not versioned" as const,
  errorFormat: "negotiate" as const,
  forms: true,
  tags: ["Connectors"],
  auth: "session" as const,
};

// Each write makes the service read a third party for the company: bounded per client network.
export const writeLimit = { rateLimit: { policy: "connectors", key: "network" } as const };

export const connectorPages: RouteContract[] = [
  page("/workspace/connectors", "Connected sources: connect GitHub or an evidence document to a company, disconnect"),
];
