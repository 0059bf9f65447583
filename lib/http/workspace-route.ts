// API-host routes called with a workspace credential. route() does the work (credential first, so a caller
// without a valid one learns nothing about the body; then limits, body, handler; every write audited,
// refused bodies included); this wrapper only sets the contract's fields from the older options.
import type { AuthKind, RouteContract } from "@/lib/http/contract";
import { route, type RouteContext } from "@/lib/http/route";
import type { AuthenticateOptions, WorkspaceAuth } from "@/lib/http/authenticate-workspace";

export function workspaceRoute<C extends RouteContract>(
  contract: C,
  options: Pick<AuthenticateOptions, "allowIngestKey" | "operation">,
  handler: (ctx: RouteContext<C>, auth: WorkspaceAuth) => Promise<Response>,
) {
  // The contracts name the same kinds and operation (tests/contracts/auth-and-limits.test.ts compares them).
  const kinds: AuthKind[] = [
    "workspace-key",
    ...(options.operation ? (["scoped-token"] as const) : []),
    ...(options.allowIngestKey ? (["ingest-key"] as const) : []),
  ];
  const scopedOperation = options.operation ?? contract.scopedOperation;
  return route({ ...contract, auth: kinds, scopedOperation }, (ctx) => handler(ctx as unknown as RouteContext<C>, ctx.workspace!));
}
