// Keys derived from MASTER_KEY (lib/platform/derived-keys.ts): HKDF-SHA256 with the label as info, one Ed25519 key
// per label whose seed is those bytes; the same master and label give the same key on every instance.
import { createPublicKey, hkdfSync, sign, verify } from "node:crypto";
import { describe, expect, it } from "vitest";
import { derivedBytes, derivedEd25519Key, perMasterKey } from "@/lib/platform/derived-keys";
import { secret } from "@/lib/platform/secrets";
import { forgetProcessState } from "@/lib/platform/process-state";

const master = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";

describe("derived keys", () => {
  it("are HKDF-SHA256(master, no salt, label), 32 bytes", () => {
    const expected = Buffer.from(hkdfSync("sha256", Buffer.from(master, "hex"), Buffer.alloc(0), "svc-test-label", 32));
    expect(derivedBytes("svc-test-label", master).equals(expected)).toBe(true);
    expect(derivedBytes("svc-other-label", master).equals(expected)).toBe(false);
  });

  it("give an Ed25519 key whose seed is the derived bytes: the same on every derivation, and a working signer", () => {
    const a = derivedEd25519Key("log-key", master);
    const b = derivedEd25519Key("log-key", master);
    expect(a.asymmetricKeyType).toBe("ed25519");
    expect(a.export({ format: "jwk" }).d).toBe(derivedBytes("log-key", master).toString("base64url"));
    expect(createPublicKey(a).export({ format: "jwk" }).x).toBe(createPublicKey(b).export({ format: "jwk" }).x);
    const sig = sign(null, Buffer.from("note"), a);
    expect(verify(null, Buffer.from("note"), createPublicKey(b), sig)).toBe(true);
    expect(createPublicKey(derivedEd25519Key("other", master)).export({ format: "jwk" }).x).not.toBe(
      createPublicKey(a).export({ format: "jwk" }).x,
    );
  });

  it("are derived once per process and master key", async () => {
    forgetProcessState();
    const slot = "server-dpop-key";
    let calls = 0;
    const derive = async (m: string) => `${++calls}:${m}`;
    const first = await perMasterKey(slot, derive);
    expect(first).toBe(`1:${secret("MASTER_KEY")}`);
    expect(await perMasterKey(slot, derive)).toBe(first);
    expect(calls).toBe(1);
  });
});
