// The bytes the log holds for one entry: RFC 8785 JSON of `{ kind, statement }`, where the statement is
// the signed statement exactly as published (payload, signature, key_id, alg, canonicalization). Anyone
// holding the statement rebuilds the entry, its leaf hash and so checks the inclusion proof.
import { canonicalJson } from "@/lib/platform/canonical-json";
import type { LogEntryKind } from "@/lib/vocabulary/statement-log";

/** tlog-tiles entry bundles prefix each entry with a big-endian uint16 length. */
export const MAX_ENTRY_BYTES = 0xffff;

export interface SignedStatementFields {
  payload: string;
  signature: string;
  key_id: string;
  alg: string;
  canonicalization: string;
}

export class EntryTooLargeError extends Error {
  readonly code = "entry_too_large";
}

export function encodeEntry(kind: LogEntryKind, statement: SignedStatementFields): Buffer {
  const { payload, signature, key_id, alg, canonicalization } = statement;
  const bytes = Buffer.from(canonicalJson({ kind, statement: { payload, signature, key_id, alg, canonicalization } }), "utf8");
  if (bytes.length > MAX_ENTRY_BYTES)
    throw new EntryTooLargeError(`a log entry holds at most ${MAX_ENTRY_BYTES} bytes; this one has ${bytes.length}`);
  return bytes;
}

/** An entry bundle: each entry as a big-endian uint16 length and its bytes. */
export function entryBundle(entries: Buffer[]): Buffer {
  const parts: Buffer[] = [];
  for (const e of entries) {
    const len = Buffer.alloc(2);
    len.writeUInt16BE(e.length);
    parts.push(len, e);
  }
  return Buffer.concat(parts);
}
