// Witness cosignatures (C2SP tlog-cosignature, type 0x04): the signed message is
// "cosignature/v1\ntime <t>\n" followed by the checkpoint body, the signature carries the time first.
import { generateKeyPairSync, sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  cosignatureMessage,
  encodeVerifierKey,
  noteKeyId,
  parseSignatureLine,
  parseVerifierKey,
  SIG_TYPE_COSIGNATURE_V1,
  SIG_TYPE_ED25519,
  signatureLine,
  verifyCosignature,
} from "@/lib/statement-log/signed-note";

const body = "example.com/log\n10\nAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\n";
const { privateKey, publicKey } = generateKeyPairSync("ed25519");
const raw = Buffer.from(publicKey.export({ format: "jwk" }).x!, "base64url");
const witness = parseVerifierKey(encodeVerifierKey("witness.example", SIG_TYPE_COSIGNATURE_V1, raw));

// Built by hand from the spec's layout, not by the module: u64 big-endian time, then the signature.
function cosign(time: bigint, signedBody = body) {
  const message = Buffer.from(`cosignature/v1\ntime ${time}\n${signedBody}`, "utf8");
  const stamp = Buffer.alloc(8);
  stamp.writeBigUInt64BE(time);
  const line = signatureLine(
    "witness.example",
    noteKeyId("witness.example", SIG_TYPE_COSIGNATURE_V1, raw),
    Buffer.concat([stamp, sign(null, message, privateKey)]),
  );
  return parseSignatureLine(line);
}

describe("cosignatures", () => {
  it("the message is the spec's header and the body", () => {
    expect(cosignatureMessage(body, 1700000000n).toString("utf8")).toBe(`cosignature/v1\ntime 1700000000\n${body}`);
  });

  it("verify and give back their timestamp", () => {
    expect(verifyCosignature(body, cosign(1700000000n), witness)).toBe(1700000000n);
  });

  it("fail for another body, another time in the stamp, or a log key (type 0x01) of the same name", () => {
    expect(verifyCosignature(body.replace("10", "11"), cosign(1700000000n), witness)).toBeNull();
    const sig = cosign(1700000000n);
    const restamped = { ...sig, signature: Buffer.from(sig.signature) };
    restamped.signature.writeBigUInt64BE(1700000001n);
    expect(verifyCosignature(body, restamped, witness)).toBeNull();
    const asLogKey = parseVerifierKey(encodeVerifierKey("witness.example", SIG_TYPE_ED25519, raw));
    expect(verifyCosignature(body, sig, asLogKey)).toBeNull();
  });

  it("refuse a timestamp beyond 2^63-1", () => {
    expect(verifyCosignature(body, cosign(2n ** 63n), witness)).toBeNull();
  });
});
