// GET /v1/marketplace/leads – the caller's workspace's buyer-intent leads, newest first, at most 300.
import { workspaceRoute } from "@/lib/http/workspace-route";
import { marketplaceLeadsRoute } from "@/lib/transports/worker/v1/leads/leads-route.contract";
import { getDb } from "@/lib/platform/db/client";
import { json } from "@/lib/http/respond";
import { listLeads } from "@/lib/transports/worker/v1/leads/list-leads";

export const GET = workspaceRoute(marketplaceLeadsRoute, { operation: "marketplace.leads.read" }, async (_ctx, auth) =>
  json(await listLeads(await getDb(), auth.workspaceId)),
);
