// A connector reads one connected source (a Provider row of the company's workspace) and returns checks
// in the same closed vocabulary as every reader. A source that cannot be reached, or refuses the stored
// credential, is a lost connection (`not_read`, reason `source_disconnected`), never a failed control.
import type { Agent } from "undici";
import { clock } from "@/lib/platform/clock";
import type { CheckOutcome, NotReadReason } from "@/lib/vocabulary/check-outcomes";
import type { CheckResult, EvidenceItem } from "@/lib/witness-record/check-result";
import { expectationOf } from "@/lib/witness-record/check-mapping";

export interface ConnectedSource {
  key: string;
  connector: string;
  config: unknown;
  sealedToken: string | null;
}

export interface ConnectorContext {
  agent: Agent;
  deadlineMs: number;
  cap: number;
}

export interface ConnectorRead {
  /** connected: the source answered; disconnected: it could not be reached or refused the credential. */
  status: "connected" | "disconnected";
  /** Each check with its control id (stable across readings: the key drift and control events use). */
  checks: (CheckResult & { control_id: string })[];
  evidence: EvidenceItem[];
}

export interface Connector {
  readonly kind: "github" | "evidence-document";
  read(source: ConnectedSource, ctx: ConnectorContext): Promise<ConnectorRead>;
}

export const CONNECTOR_USER_AGENT = "PublicTrustNetwork-Witness/1 (connector)";

/** A connector's checks as it records them: each of a connected source, expected as the check mapping says, observed now. */
export function connectedChecks() {
  const checks: ConnectorRead["checks"] = [];
  const add = (
    control_id: string,
    check_id: string,
    source: string,
    outcome: CheckOutcome,
    observed: string,
    reason: NotReadReason | null,
    sha256: string | null,
  ): void => {
    checks.push({
      control_id,
      check_id,
      category: "connected_source",
      source,
      expected: expectationOf(check_id),
      observed,
      outcome,
      reason,
      observed_at: clock().now().toISOString(),
      sha256,
    });
  };
  return { checks, add };
}
