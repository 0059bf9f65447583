// Secrets stored sealed with MASTER_KEY (lib/platform/sealed-secret.ts): AES-256-GCM with the purpose as associated
// data, so a sealed value opens only under its own purpose and any change to it is detected.
import { createDecipheriv } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openSecret, sealSecret } from "@/lib/platform/sealed-secret";
import { secret } from "@/lib/platform/secrets";

describe("sealed secrets", () => {
  it("open to what was sealed, under the same purpose", () => {
    const sealed = sealSecret("JBSWY3DPEHPK3PXP", "totp");
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
    expect(openSecret(sealed, "totp")).toBe("JBSWY3DPEHPK3PXP");
  });

  it("are AES-256-GCM under MASTER_KEY with the purpose as AAD, as node:crypto opens them", () => {
    const [, iv, tag, enc] = sealSecret("ghp_token", "connector:github").split(".");
    const decipher = createDecipheriv("aes-256-gcm", Buffer.from(secret("MASTER_KEY"), "hex"), Buffer.from(iv!, "base64url"));
    decipher.setAAD(Buffer.from("connector:github"));
    decipher.setAuthTag(Buffer.from(tag!, "base64url"));
    expect(Buffer.concat([decipher.update(Buffer.from(enc!, "base64url")), decipher.final()]).toString()).toBe("ghp_token");
  });

  it("use a fresh nonce each time: the same secret seals differently", () => {
    expect(sealSecret("same", "p")).not.toBe(sealSecret("same", "p"));
  });

  it("refuse to open under another purpose, with an altered ciphertext or tag, or in another format", () => {
    const sealed = sealSecret("value", "totp");
    expect(() => openSecret(sealed, "connector")).toThrow();
    const [v, iv, tag, enc] = sealed.split(".");
    const flip = (s: string) => (s[0] === "A" ? "B" : "A") + s.slice(1);
    expect(() => openSecret([v, iv, tag, flip(enc!)].join("."), "totp")).toThrow();
    expect(() => openSecret([v, iv, flip(tag!), enc].join("."), "totp")).toThrow();
    expect(() => openSecret(["v2", iv, tag, enc].join("."), "totp")).toThrow(/unreadable sealed secret \(totp\)/);
    expect(() => openSecret("v1.only", "totp")).toThrow(/unreadable/);
  });
});
