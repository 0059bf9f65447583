// The evidence-document connector: one HTTPS JSON document the company hosts, validated against the
// published JSON Schema (EvidenceDocumentSchema). One check says whether the document is valid, and
// one per control it lists says whether the document states it is in place: the service witnesses
// what the company published at that moment, nothing more.
import { z } from "zod";
import { EvidenceDocumentSchema } from "@/lib/schemas/witness";
import { fetchOnce } from "@/lib/witness/readers/guarded-fetch";
import { CONNECTOR_USER_AGENT, connectedChecks, type Connector, type ConnectorRead } from "@/lib/witness/connectors/connector";

export const EvidenceDocumentConfigSchema = z.strictObject({ url: z.url({ protocol: /^https$/ }) });

export const evidenceDocumentConnector: Connector = {
  kind: "evidence-document",
  async read(source, ctx): Promise<ConnectorRead> {
    const { url } = EvidenceDocumentConfigSchema.parse(source.config);
    const { checks, add } = connectedChecks();
    const docControl = `${source.key}:document`;
    const got = await fetchOnce(ctx.agent, url, {
      deadlineMs: ctx.deadlineMs,
      cap: ctx.cap,
      userAgent: CONNECTOR_USER_AGENT,
      headers: { accept: "application/json" },
      kind: "connector",
    });
    if (got.kind === "failed" || got.status >= 400) {
      const message = got.kind === "failed" ? `${got.message} (${got.reason})` : `HTTP ${got.status}`;
      add(docControl, "evidence_document.valid", url, "not_read", message, "source_disconnected", null);
      return { status: "disconnected", checks, evidence: got.kind === "failed" ? [] : [got.evidence] };
    }
    const evidence = [got.evidence];
    const digest = got.evidence.sha256;
    if (got.tooLarge) {
      add(
        docControl,
        "evidence_document.valid",
        url,
        "failed",
        `larger than ${ctx.cap} bytes: reading stopped at the cap`,
        "body_too_large",
        digest,
      );
      return { status: "connected", checks, evidence };
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(got.body.toString("utf8"));
    } catch {
      add(docControl, "evidence_document.valid", url, "failed", "not JSON", null, digest);
      return { status: "connected", checks, evidence };
    }
    const doc = EvidenceDocumentSchema.safeParse(parsed);
    if (!doc.success) {
      const first = doc.error.issues[0];
      add(
        docControl,
        "evidence_document.valid",
        url,
        "failed",
        `does not match the schema: ${first ? `${first.path.join(".") || "(root)"}: ${first.message}` : "invalid"}`,
        null,
        digest,
      );
      return { status: "connected", checks, evidence };
    }
    add(
      docControl,
      "evidence_document.valid",
      url,
      "passed",
      `valid; updated_at ${doc.data.updated_at}; ${doc.data.controls.length} control(s)`,
      null,
      digest,
    );
    for (const control of doc.data.controls) {
      add(
        `${source.key}:${control.id}`,
        "evidence_document.control",
        `${url}#${control.id}`,
        control.status === "in_place" ? "passed" : "failed",
        `${control.title}: ${control.status}`,
        null,
        digest,
      );
    }
    return { status: "connected", checks, evidence };
  },
};
