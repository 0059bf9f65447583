// Every route contract of the app. The OpenAPI documents, /interfaces.json and the route coverage test
// read this list: a route joins it in the same change that adds it.
import type { RouteContract } from "@/lib/http/contract";
import { agentRoutes } from "@/lib/contracts/agents";
import { authRoutes } from "@/lib/contracts/auth";
import { changelogRoutes } from "@/lib/contracts/changelog";
import { companyRoutes } from "@/lib/contracts/companies";
import { connectorRoutes } from "@/lib/contracts/connectors";
import { directoryRoutes } from "@/lib/contracts/directory";
import { euAiActRoutes } from "@/lib/contracts/eu-ai-act";
import { eventRoutes } from "@/lib/contracts/events";
import { feedRoutes } from "@/lib/contracts/feed";
import { foundationRoutes } from "@/lib/contracts/foundation";
import { mcpRoutes } from "@/lib/contracts/mcp";
import { pagesRoutes } from "@/lib/contracts/pages";
import { profileRoutes } from "@/lib/contracts/profile";
import { publicTrustRoutes } from "@/lib/contracts/public-trust";
import { rollupRoutes } from "@/lib/contracts/rollup";
import { witnessRoutes } from "@/lib/contracts/witness";
import { statementLogRoutes } from "@/lib/contracts/statement-log";
import { workerV1Routes } from "@/lib/contracts/worker-v1";
import { teamRoutes } from "@/lib/team/contracts";
import { inboxRoutes } from "@/lib/inbox/contracts";

export const ALL_ROUTES: RouteContract[] = [
  ...foundationRoutes,
  ...profileRoutes,
  ...directoryRoutes,
  ...feedRoutes,
  ...rollupRoutes,
  ...publicTrustRoutes,
  ...authRoutes,
  ...workerV1Routes,
  ...witnessRoutes,
  ...pagesRoutes,
  ...changelogRoutes,
  ...mcpRoutes,
  ...agentRoutes,
  ...euAiActRoutes,
  ...statementLogRoutes,
  ...eventRoutes,
  ...connectorRoutes,
  ...companyRoutes,
  ...teamRoutes,
  ...inboxRoutes,
];
