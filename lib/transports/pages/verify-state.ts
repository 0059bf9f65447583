// The /verify form's state, shared by the server action and the form (a client component): plain data
// and nothing that reaches the database, so the form's bundle carries none of the server's code.
import type { VerifyFlag, VerifyOutcome } from "@/lib/vocabulary/verify-outcomes";

export type PastedKind = "token" | "bundle" | "decoded token" | "statement";

export interface VerifyView {
  input: string;
  kind: PastedKind | null;
  outcome: VerifyOutcome | null;
  detail: string;
  meaning: string | null;
  flags: VerifyFlag[];
  log: { origin: string; index: number; size: number; root_hash: string } | null;
}

export const EMPTY_VERIFY_VIEW: VerifyView = { input: "", kind: null, outcome: null, detail: "", meaning: null, flags: [], log: null };
