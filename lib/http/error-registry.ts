// The error registry of Part 7, kept in the vocabulary (lib/vocabulary/error-registry.ts) so that schemas can
// name its codes without importing the HTTP layer; re-exported here for the routes.
export { ERROR_CODES, ERROR_REGISTRY, type ErrorCode } from "@/lib/vocabulary/error-registry";
