// A witness signing key's published status, from its lifecycle dates: revoked (nothing it signed is
// trusted), compromised (its private half leaked at compromised_at), retired, or active.
import type { KeyStatus } from "@/lib/vocabulary/key-status";

export function keyStatus(key: { revokedAt: Date | null; compromisedAt: Date | null; notAfter: Date | null }): KeyStatus {
  if (key.revokedAt) return "revoked";
  if (key.compromisedAt) return "compromised";
  return key.notAfter ? "retired" : "active";
}
