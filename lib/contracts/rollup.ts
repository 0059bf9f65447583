// Contracts of the rollup routes.
import type { RouteContract } from "../http/contract";

export const rollupRoutes: RouteContract[] = [];
