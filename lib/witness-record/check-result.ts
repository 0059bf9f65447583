// One check as stored, served and signed: what was expected, what was observed, the outcome from the
// closed vocabulary, when, from which source, and the SHA-256 of the exact bytes it was judged on.
import type { CheckCategory, CheckOutcome, NotReadReason } from "@/lib/vocabulary/check-outcomes";

// Type aliases (not interfaces) so lists of them are assignable to Prisma Json columns.
export type CheckResult = {
  check_id: string;
  category: CheckCategory;
  /** URL, DNS name or connector the check read. */
  source: string;
  expected: string;
  observed: string | null;
  outcome: CheckOutcome;
  /** Why nothing was read (not_read), or why a reachability check could not reach (failed). */
  reason: NotReadReason | null;
  observed_at: string;
  sha256: string | null;
};

/** One response (or DNS answer, or certificate) read during a reading, as the evidence manifest lists it. */
export type EvidenceItem = {
  source: string;
  kind: "https" | "dns" | "tls" | "connector";
  status: number | null;
  /** Response headers as received (names lowercased), for https items. */
  headers: Record<string, string> | null;
  sha256: string;
  bytes: number;
  observed_at: string;
};
