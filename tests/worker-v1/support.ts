// Arrangements for the worker-v1 tests: a workspace key made the way the operator CLI makes one, and calls
// signed with DPoP proofs from a third-party client (the `dpop` package).
import { createApiKey } from "@/lib/auth/api-keys";
import type { TestApp } from "@/tests/helpers/app";
import { clientKey, dpopHeaders, proof, type ClientKey } from "@/tests/auth/support";

export interface BoundKey {
  token: string;
  id: string;
  client: ClientKey;
}

export async function workspaceId(app: TestApp, slug: string): Promise<string> {
  return (await app.db.workspace.findUniqueOrThrow({ where: { slug } })).id;
}

export async function boundKey(app: TestApp, workspaceSlug: string): Promise<BoundKey> {
  const client = await clientKey("Ed25519");
  const created = await createApiKey(app.db, {
    workspaceId: await workspaceId(app, workspaceSlug),
    name: "worker test",
    dpopJkt: client.jkt,
    createdBy: { type: "operator", id: null },
  });
  return { token: created.key, id: created.id, client };
}

export async function ingestKey(app: TestApp, workspaceSlug: string): Promise<{ token: string; id: string }> {
  const created = await createApiKey(app.db, {
    workspaceId: await workspaceId(app, workspaceSlug),
    name: "ingest test",
    createdBy: { type: "operator", id: null },
  });
  return { token: created.key, id: created.id };
}

/** A request with `Authorization: DPoP` and a fresh proof for exactly this method and URL. */
export async function signedCall(
  app: TestApp,
  key: BoundKey,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const p = await proof(app, key.client, method, path, key.token);
  return app.api.request(method, path, { headers: { ...dpopHeaders(key.token, p), ...headers }, ...(body === undefined ? {} : { body }) });
}
