// Contracts of the directory routes.
import type { RouteContract } from "../http/contract";

export const directoryRoutes: RouteContract[] = [];
