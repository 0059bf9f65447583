// Every route contract of the app. The OpenAPI documents, /interfaces.json and the route coverage test
// read this list: a route joins it in the same change that adds it.
import type { RouteContract } from "../http/contract";
import { agentRoutes } from "./agents";
import { authRoutes } from "./auth";
import { changelogRoutes } from "./changelog";
import { companyRoutes } from "./companies";
import { connectorRoutes } from "./connectors";
import { directoryRoutes } from "./directory";
import { euAiActRoutes } from "./eu-ai-act";
import { eventRoutes } from "./events";
import { feedRoutes } from "./feed";
import { foundationRoutes } from "./foundation";
import { mcpRoutes } from "./mcp";
import { pagesRoutes } from "./pages";
import { profileRoutes } from "./profile";
import { publicTrustRoutes } from "./public-trust";
import { rollupRoutes } from "./rollup";
import { witnessRoutes } from "./witness";
import { statementLogRoutes } from "./statement-log";
import { workerV1Routes } from "./worker-v1";
import { teamRoutes } from "../team/contracts";
import { inboxRoutes } from "../inbox/contracts";

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
