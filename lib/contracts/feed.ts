// Contracts of the feed routes.
import type { RouteContract } from "../http/contract";

export const feedRoutes: RouteContract[] = [];
