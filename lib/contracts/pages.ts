// Contracts of the pages routes.
import type { RouteContract } from "../http/contract";

export const pagesRoutes: RouteContract[] = [];
