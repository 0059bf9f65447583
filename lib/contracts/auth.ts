// Contracts of the auth routes.
import type { RouteContract } from "../http/contract";

export const authRoutes: RouteContract[] = [];
