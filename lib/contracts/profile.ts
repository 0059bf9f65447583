// Contracts of the profile routes.
import type { RouteContract } from "../http/contract";

export const profileRoutes: RouteContract[] = [];
