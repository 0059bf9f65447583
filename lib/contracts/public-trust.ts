// Contracts of the public-trust routes.
import type { RouteContract } from "../http/contract";

export const publicTrustRoutes: RouteContract[] = [];
