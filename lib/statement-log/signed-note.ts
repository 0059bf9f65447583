// C2SP signed-note, tlog-checkpoint and tlog-cosignature, for Ed25519 only. A note is a UTF-8 text ending in
// a newline, a blank line, then signature lines `— <name> base64(key id || signature)`. The key id is the
// first 4 bytes of SHA-256(name || 0x0A || type || public key): 0x01 for a log's Ed25519 key, 0x04 for a
// witness's timestamped Ed25519 cosignature, whose signed message is "cosignature/v1\ntime <t>\n" || body.
import { createHash, createPublicKey, sign, verify, type KeyObject } from "node:crypto";

export const SIG_TYPE_ED25519 = 0x01;
export const SIG_TYPE_COSIGNATURE_V1 = 0x04;
const EM_DASH = "\u2014";
const MAX_NOTE_BYTES = 1 << 20;

export class NoteFormatError extends Error {
  readonly code = "note_format";
}

export function noteKeyId(name: string, type: number, publicKey: Uint8Array): Buffer {
  return createHash("sha256")
    .update(Buffer.from(name, "utf8"))
    .update(Buffer.from([0x0a, type]))
    .update(publicKey)
    .digest()
    .subarray(0, 4);
}

/** A name is non-empty printable text without spaces or plus signs (signed-note key names). */
export function validKeyName(name: string): boolean {
  // Control characters are exactly what this refuses.
  // eslint-disable-next-line no-control-regex
  return name.length > 0 && !/[\s+]/.test(name) && !/[\u0000-\u001f\u007f]/.test(name);
}

export interface NoteVerifier {
  name: string;
  type: number;
  keyId: Buffer;
  /** Raw 32-byte Ed25519 public key. */
  publicKey: Buffer;
}

/** `<name>+<hex key id>+<base64(type || public key)>` (signed-note verifier key). */
export function encodeVerifierKey(name: string, type: number, publicKey: Buffer): string {
  return (
    `${name}+${noteKeyId(name, type, publicKey).toString("hex")}+` + `${Buffer.concat([Buffer.from([type]), publicKey]).toString("base64")}`
  );
}

export function parseVerifierKey(vkey: string): NoteVerifier {
  // The base64 key may itself contain "+": only the first two separate the fields.
  const m = /^([^+]+)\+([^+]+)\+(.+)$/.exec(vkey.trim());
  if (!m) throw new NoteFormatError("a verifier key is <name>+<hex key id>+<base64 key>");
  const [, name, hash, b64] = m as unknown as [string, string, string, string];
  if (!validKeyName(name) || !/^[0-9a-f]{8}$/.test(hash)) throw new NoteFormatError("verifier key name or key id malformed");
  const key = Buffer.from(b64, "base64");
  if (key.length !== 33 || key.toString("base64") !== b64)
    throw new NoteFormatError("verifier key is not base64 of a type byte and a 32-byte Ed25519 key");
  const type = key[0]!;
  if (type !== SIG_TYPE_ED25519 && type !== SIG_TYPE_COSIGNATURE_V1)
    throw new NoteFormatError(`unsupported verifier key type 0x${type.toString(16)}`);
  const publicKey = key.subarray(1);
  const keyId = noteKeyId(name, type, publicKey);
  if (keyId.toString("hex") !== hash) throw new NoteFormatError("verifier key id does not match its name and key");
  return { name, type, keyId, publicKey };
}

export interface NoteSignature {
  name: string;
  keyId: Buffer;
  /** The bytes after the key id: a 64-byte signature, or a u64 timestamp and a signature for a cosignature. */
  signature: Buffer;
  /** The whole line, without its newline. */
  line: string;
}

export interface SignedNote {
  /** The text that is signed, ending in one newline. */
  body: string;
  signatures: NoteSignature[];
}

export function parseSignatureLine(line: string): NoteSignature {
  const m = /^\u2014 (\S+) ([A-Za-z0-9+/]+={0,2})$/.exec(line);
  if (!m) throw new NoteFormatError("a signature line is '\u2014 <name> <base64>'");
  const raw = Buffer.from(m[2]!, "base64");
  if (raw.length < 5 || raw.toString("base64") !== m[2])
    throw new NoteFormatError("signature is not canonical base64 of a key id and a signature");
  return { name: m[1]!, keyId: raw.subarray(0, 4), signature: raw.subarray(4), line };
}

export function parseNote(text: string): SignedNote {
  if (Buffer.byteLength(text, "utf8") > MAX_NOTE_BYTES) throw new NoteFormatError("note too large");
  const split = text.lastIndexOf("\n\n");
  if (split < 0 || !text.endsWith("\n"))
    throw new NoteFormatError("a signed note is a text, a blank line and signature lines, each ending in a newline");
  const body = text.slice(0, split + 1);
  const lines = text.slice(split + 2, -1).split("\n");
  if (body.includes("\r") || lines.length === 0)
    throw new NoteFormatError("a signed note has at least one signature and no carriage returns");
  return { body, signatures: lines.map(parseSignatureLine) };
}

export function ed25519PublicKey(raw: Buffer): KeyObject {
  return createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: raw.toString("base64url") }, format: "jwk" });
}

export function signatureLine(name: string, keyId: Buffer, signature: Buffer): string {
  return `${EM_DASH} ${name} ${Buffer.concat([keyId, signature]).toString("base64")}`;
}

/** Signs a note body with a log key (type 0x01) and returns the whole note. */
export function signNote(body: string, name: string, privateKey: KeyObject, publicKey: Buffer): string {
  const signature = sign(null, Buffer.from(body, "utf8"), privateKey);
  return `${body}\n${signatureLine(name, noteKeyId(name, SIG_TYPE_ED25519, publicKey), signature)}\n`;
}

/** True when the line is the verifier's Ed25519 signature over the body. */
export function verifyNoteSignature(body: string, sig: NoteSignature, verifier: NoteVerifier): boolean {
  if (verifier.type !== SIG_TYPE_ED25519 || sig.name !== verifier.name || !sig.keyId.equals(verifier.keyId) || sig.signature.length !== 64)
    return false;
  try {
    return verify(null, Buffer.from(body, "utf8"), ed25519PublicKey(verifier.publicKey), sig.signature);
  } catch {
    return false;
  }
}

export function cosignatureMessage(body: string, timestamp: bigint): Buffer {
  return Buffer.from(`cosignature/v1\ntime ${timestamp.toString()}\n${body}`, "utf8");
}

/** The timestamp of a verifying cosignature/v1 line, or null when it does not verify. */
export function verifyCosignature(body: string, sig: NoteSignature, verifier: NoteVerifier): bigint | null {
  if (
    verifier.type !== SIG_TYPE_COSIGNATURE_V1 ||
    sig.name !== verifier.name ||
    !sig.keyId.equals(verifier.keyId) ||
    sig.signature.length !== 72
  )
    return null;
  const timestamp = sig.signature.readBigUInt64BE(0);
  if (timestamp > 2n ** 63n - 1n) return null;
  try {
    return verify(null, cosignatureMessage(body, timestamp), ed25519PublicKey(verifier.publicKey), sig.signature.subarray(8))
      ? timestamp
      : null;
  } catch {
    return null;
  }
}

export interface Checkpoint {
  origin: string;
  size: number;
  rootHash: Buffer;
}

export function checkpointBody(c: Checkpoint): string {
  return `${c.origin}\n${c.size}\n${c.rootHash.toString("base64")}\n`;
}

/** Parses a tlog-checkpoint body: origin, decimal size without leading zeros, base64 SHA-256 root. */
export function parseCheckpointBody(body: string): Checkpoint {
  const lines = body.split("\n");
  if (lines.length < 4 || lines[lines.length - 1] !== "")
    throw new NoteFormatError("a checkpoint body has an origin, a size and a root hash line");
  const [origin, sizeText, rootText] = lines as [string, string, string];
  if (!origin || !/^(0|[1-9][0-9]{0,15})$/.test(sizeText))
    throw new NoteFormatError("checkpoint origin empty or size not a decimal without leading zeros");
  const rootHash = Buffer.from(rootText, "base64");
  if (rootHash.length !== 32 || rootHash.toString("base64") !== rootText)
    throw new NoteFormatError("checkpoint root hash is not base64 of 32 bytes");
  const size = Number(sizeText);
  if (!Number.isSafeInteger(size)) throw new NoteFormatError("checkpoint size too large");
  return { origin, size, rootHash };
}
