// Contracts of the worker-v1 routes.
import type { RouteContract } from "../http/contract";

export const workerV1Routes: RouteContract[] = [];
