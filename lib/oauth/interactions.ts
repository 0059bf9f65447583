// The authorization server's own pages: sign-in is the web host's session (the /sign-in page and its
// two-factor step, then back here), and consent names the client, the resource and the workspace the
// token will act for. Served as Koa middleware on the provider so the library's interaction cookie binds
// each step to the browser that began it (a form posted from another site carries no such cookie).
import type Provider from "oidc-provider";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { SESSION_COOKIE } from "@/lib/auth/session-cookie";
import { getDb } from "@/lib/platform/db/client";
import { INTERNAL_SCOPE, OAUTH_PREFIX } from "@/lib/oauth/provider-constants";
import { resourceLabel, resourceNamed, resourceUrl } from "@/lib/oauth/resources";
import { escapeHtml, htmlPage } from "@/lib/oauth/html-page";
import { webSessionUser, type WebSessionUser } from "@/lib/oauth/web-session";

const INTERACTION = new RegExp(`^${OAUTH_PREFIX}/interaction/([A-Za-z0-9_-]{1,64})(?:/(confirm|abort))?$`);

function consentPage(uid: string, clientName: string, resources: string[], user: WebSessionUser): string {
  const items = resources.map((r) => `<li><code>${escapeHtml(r)}</code>: ${escapeHtml(resourceLabel(resourceNamed(r)!))}</li>`).join("");
  return htmlPage(
    "Allow access?",
    `<p><strong>${escapeHtml(clientName)}</strong> asks for an access token for:</p><ul>${items}</ul>` +
      `<p>It will act as <strong>${escapeHtml(user.email)}</strong> for the workspace ` +
      `<strong>${escapeHtml(user.workspace.name)}</strong> (<code>${escapeHtml(user.workspace.slug)}</code>): ` +
      `it can read your own company record and the tasks it creates, and nothing ` +
      `else. Each token lasts at most one hour and works only at the resource above. ` +
      `You can revoke this access at any time on <a href="/account/security">account security</a>.</p>` +
      `<form method="post" action="${OAUTH_PREFIX}/interaction/${escapeHtml(uid)}/confirm"><button type="submit">Allow</button></form>` +
      `<form method="post" action="${OAUTH_PREFIX}/interaction/${escapeHtml(uid)}/abort"><button type="submit">Deny</button></form>`,
  );
}

function requestedResources(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === "string" ? [value] : [];
  return list.filter((v): v is string => typeof v === "string");
}

/** Adds the internal scope to authorization requests (see INTERNAL_SCOPE) and serves the interaction pages. */
export function mountInteractions(provider: Provider): void {
  provider.use(async (ctx, next) => {
    if (ctx.path === `${OAUTH_PREFIX}/authorize` && ctx.method === "GET") {
      const scopes = new Set(
        String(ctx.query.scope ?? "")
          .split(" ")
          .filter(Boolean),
      );
      if (!scopes.has(INTERNAL_SCOPE)) ctx.query = { ...ctx.query, scope: [...scopes, INTERNAL_SCOPE].join(" ") };
    }
    const m = INTERACTION.exec(ctx.path);
    if (!m) {
      await next();
      // ...and the internal scope is not reported back to the client either.
      if (
        ctx.path === `${OAUTH_PREFIX}/token` &&
        ctx.body &&
        typeof ctx.body === "object" &&
        (ctx.body as { scope?: unknown }).scope === INTERNAL_SCOPE
      ) {
        delete (ctx.body as { scope?: unknown }).scope;
      }
      return;
    }
    const [, uid, action] = m;
    if ((action && ctx.method !== "POST") || (!action && ctx.method !== "GET")) {
      ctx.status = 405;
      ctx.set("allow", action ? "POST" : "GET");
      ctx.type = "html";
      ctx.body = htmlPage("Method not allowed", "<p>Use the form on the consent page.</p>");
      return;
    }
    ctx.set("cache-control", "no-store");
    let details;
    try {
      details = await provider.interactionDetails(ctx.req, ctx.res);
    } catch {
      ctx.status = 400;
      ctx.type = "html";
      ctx.body = htmlPage("This sign-in request has expired", "<p>Start again from the application that sent you here.</p>");
      return;
    }
    if (details.uid !== uid) {
      ctx.status = 400;
      ctx.type = "html";
      ctx.body = htmlPage("This sign-in request does not match", "<p>Start again from the application that sent you here.</p>");
      return;
    }

    const finish = async (result: Parameters<Provider["interactionResult"]>[2]) => {
      const to = await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: false });
      ctx.status = 303;
      ctx.redirect(to);
    };

    if (action === "abort") return finish({ error: "access_denied", error_description: "The user denied the request." });

    const resources = requestedResources(details.params.resource);
    if (resources.length === 0 || resources.some((r) => !resourceNamed(r))) {
      return finish({ error: "invalid_target", error_description: `Name the resource: ${resourceUrl("mcp")} or ${resourceUrl("a2a")}.` });
    }

    const user = await webSessionUser(ctx.cookies.get(SESSION_COOKIE));
    if (!user) {
      ctx.status = 303;
      ctx.redirect(`/sign-in?next=${encodeURIComponent(`${OAUTH_PREFIX}/interaction/${uid}`)}`);
      return;
    }

    const clientId = String(details.params.client_id);
    if (!action) {
      const client = await provider.Client.find(clientId);
      ctx.type = "html";
      ctx.body = consentPage(uid, client?.clientName ?? clientId, resources, user);
      return;
    }

    // Confirm: the signed-in user, and a grant of each requested resource to this client.
    let grant = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
    if (!grant || grant.accountId !== user.id) grant = new provider.Grant({ accountId: user.id, clientId });
    for (const resource of resources) grant.addResourceScope(resource, INTERNAL_SCOPE);
    const grantId = await grant.save();
    await recordAuditEvent(await getDb(), {
      workspaceId: user.workspace.id,
      action: "oauth_grant.created",
      actorType: "user",
      actorId: user.id,
      detail: { grant: grantId, client: clientId, resources: resources.join(" ") },
    });
    return finish({ login: { accountId: user.id }, consent: { grantId } });
  });
}
