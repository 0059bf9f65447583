// C2SP signed notes (lib/statement-log/signed-note.ts): the example note of Go's golang.org/x/mod/sumdb/note
// verifies, key ids are the spec's SHA-256 prefix, and any change to body, name, key or signature is refused.
import { createHash, generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  encodeVerifierKey,
  NoteFormatError,
  noteKeyId,
  parseNote,
  parseVerifierKey,
  SIG_TYPE_COSIGNATURE_V1,
  SIG_TYPE_ED25519,
  signNote,
  validKeyName,
  verifyNoteSignature,
} from "@/lib/statement-log/signed-note";

// The example of golang.org/x/mod/sumdb/note's documentation: another implementation's key and signature.
const GO_VKEY = "PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW";
const GO_NOTE =
  "If you think cryptography is the answer to your problem,\n" +
  "then you don't know what your problem is.\n" +
  "\n" +
  "\u2014 PeterNeumann x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=\n";

function logKey() {
  const { privateKey, publicKey } = generateKeyPairSync("ed25519");
  return { privateKey, raw: Buffer.from(publicKey.export({ format: "jwk" }).x!, "base64url") };
}

describe("the Go example note", () => {
  it("parses into its body and one signature that verifies under the published verifier key", () => {
    const verifier = parseVerifierKey(GO_VKEY);
    expect(verifier).toMatchObject({ name: "PeterNeumann", type: SIG_TYPE_ED25519 });
    expect(verifier.keyId.toString("hex")).toBe("c74f20a3");
    const note = parseNote(GO_NOTE);
    expect(note.body).toBe("If you think cryptography is the answer to your problem,\nthen you don't know what your problem is.\n");
    expect(note.signatures).toHaveLength(1);
    expect(verifyNoteSignature(note.body, note.signatures[0]!, verifier)).toBe(true);
  });

  it("fails to verify once one character of the body changes", () => {
    const note = parseNote(GO_NOTE.replace("problem,", "problem;"));
    expect(verifyNoteSignature(note.body, note.signatures[0]!, parseVerifierKey(GO_VKEY))).toBe(false);
  });
});

describe("signing and verifying", () => {
  it("the key id is the first 4 bytes of SHA-256(name || 0x0A || type || key)", () => {
    const { raw } = logKey();
    const expected = createHash("sha256")
      .update(Buffer.concat([Buffer.from("example.com/log\n"), Buffer.from([0x01]), raw]))
      .digest()
      .subarray(0, 4);
    expect(noteKeyId("example.com/log", SIG_TYPE_ED25519, raw).equals(expected)).toBe(true);
    expect(noteKeyId("example.com/log", SIG_TYPE_COSIGNATURE_V1, raw).equals(expected)).toBe(false);
  });

  it("a note signed with a fresh key verifies under its encoded verifier key, and under no other", () => {
    const key = logKey();
    const other = logKey();
    const text = signNote("hello\nworld\n", "example.com/log", key.privateKey, key.raw);
    const note = parseNote(text);
    const verifier = parseVerifierKey(encodeVerifierKey("example.com/log", SIG_TYPE_ED25519, key.raw));
    expect(verifyNoteSignature(note.body, note.signatures[0]!, verifier)).toBe(true);
    expect(
      verifyNoteSignature(
        note.body,
        note.signatures[0]!,
        parseVerifierKey(encodeVerifierKey("example.com/log", SIG_TYPE_ED25519, other.raw)),
      ),
    ).toBe(false);
    expect(
      verifyNoteSignature(
        note.body,
        note.signatures[0]!,
        parseVerifierKey(encodeVerifierKey("example.com/other", SIG_TYPE_ED25519, key.raw)),
      ),
    ).toBe(false);
    expect(verifyNoteSignature("hello\nworld!\n", note.signatures[0]!, verifier)).toBe(false);
  });

  it("a signature with one bit flipped does not verify", () => {
    const key = logKey();
    const note = parseNote(signNote("body\n", "log", key.privateKey, key.raw));
    const sig = note.signatures[0]!;
    const bad = { ...sig, signature: Buffer.from(sig.signature) };
    bad.signature[10] = bad.signature[10]! ^ 0x80;
    expect(verifyNoteSignature(note.body, bad, parseVerifierKey(encodeVerifierKey("log", SIG_TYPE_ED25519, key.raw)))).toBe(false);
  });
});

describe("parsing is strict", () => {
  it("refuses notes without a blank line, a final newline or a well-formed signature line", () => {
    for (const bad of [
      "body\n\u2014 log AAAAAAAA\n",
      "body\n\n\u2014 log AAAAAAAA",
      "body\n\n- log AAAAAAAA\n",
      "body\n\n\u2014 log AAAA\n",
      "bo\rdy\n\n\u2014 log AAAAAAAA\n",
      "body\n\n\u2014 log AAAAAAB=\n",
    ]) {
      expect(() => parseNote(bad), JSON.stringify(bad)).toThrow(NoteFormatError);
    }
  });

  it("refuses verifier keys whose id does not match, whose key is short, or whose name has a space or plus", () => {
    expect(() => parseVerifierKey(GO_VKEY.replace("c74f20a3", "c74f20a4"))).toThrow(NoteFormatError);
    expect(() => parseVerifierKey("PeterNeumann+c74f20a3+ARpc2QcUPDhM")).toThrow(NoteFormatError);
    expect(() => parseVerifierKey("not a key")).toThrow(NoteFormatError);
    expect(validKeyName("example.com/log")).toBe(true);
    for (const name of ["", "a b", "a+b", "a\u0007b"]) expect(validKeyName(name), JSON.stringify(name)).toBe(false);
  });
});
