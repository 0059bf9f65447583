// Reads every connected source of a company (its Provider rows with a connector) through the connector
// registry, on one guarded agent. A connector that throws (an unreadable configuration) reads as a lost
// connection of that source, never as a failed control.
import { clock } from "@/lib/platform/clock";
import { expectationOf } from "@/lib/witness-record/check-mapping";
import type { EvidenceItem } from "@/lib/witness-record/check-result";
import type { WitnessNetwork } from "@/lib/platform/outbound/witness-network";
import { guardedAgent } from "@/lib/witness/readers/guarded-fetch";
import type { ConnectedSource, Connector, ConnectorRead } from "@/lib/witness/connectors/connector";
import { evidenceDocumentConnector } from "@/lib/witness/connectors/evidence-document";
import { githubConnector } from "@/lib/witness/connectors/github";

export const CONNECTORS: ReadonlyMap<string, Connector> = new Map([githubConnector, evidenceDocumentConnector].map((c) => [c.kind, c]));

export interface SourceRead extends ConnectorRead {
  key: string;
}

export interface ReadConnectedOptions {
  network: WitnessNetwork;
  deadlineMs: number;
  cap: number;
}

export async function readConnectedSources(
  sources: readonly ConnectedSource[],
  opts: ReadConnectedOptions,
): Promise<{ sources: SourceRead[]; evidence: EvidenceItem[] }> {
  if (sources.length === 0) return { sources: [], evidence: [] };
  const agent = guardedAgent(opts.network);
  try {
    const reads: SourceRead[] = [];
    for (const source of sources) {
      const connector = CONNECTORS.get(source.connector);
      if (!connector) continue;
      try {
        reads.push({ key: source.key, ...(await connector.read(source, { agent, deadlineMs: opts.deadlineMs, cap: opts.cap })) });
      } catch (err) {
        reads.push({
          key: source.key,
          status: "disconnected",
          evidence: [],
          checks: [
            {
              control_id: `${source.key}:configuration`,
              check_id: connector.kind === "github" ? "github.org_two_factor" : "evidence_document.valid",
              category: "connected_source",
              source: `connector:${source.key}`,
              expected: expectationOf(connector.kind === "github" ? "github.org_two_factor" : "evidence_document.valid"),
              observed: `the connection could not be read: ${(err as Error).message.slice(0, 200)}`,
              outcome: "not_read",
              reason: "source_disconnected",
              observed_at: clock().now().toISOString(),
              sha256: null,
            },
          ],
        });
      }
    }
    return { sources: reads, evidence: reads.flatMap((r) => r.evidence) };
  } finally {
    await agent.close().catch(() => {});
  }
}
