// Signatures on outgoing events (lib/events/signatures.ts), checked with @octokit/webhooks-methods and
// node:crypto: endpoint bodies carry bare hex HMAC-SHA256, alerts one `sha256=` value per key over `t.body`.
import { createHmac } from "node:crypto";
import { sign, verify } from "@octokit/webhooks-methods";
import { describe, expect, it } from "vitest";
import { alertDestinationKey, alertSignatureHeader, ALERT_KEY_LABEL, bodySignature, constantTimeEqual } from "@/lib/events/signatures";
import { secret } from "@/lib/platform/secrets";

const body = JSON.stringify({ type: "profile.changed", data: { slug: "acme" } });

describe("endpoint signatures", () => {
  it("are the hex HMAC-SHA256 of the raw body, what GitHub-style verifiers accept after sha256=", async () => {
    const sig = bodySignature("whsec_test", body);
    expect(sig).toMatch(/^[0-9a-f]{64}$/);
    expect(`sha256=${sig}`).toBe(await sign("whsec_test", body));
    expect(await verify("whsec_test", body, `sha256=${sig}`)).toBe(true);
    expect(await verify("whsec_other", body, `sha256=${sig}`)).toBe(false);
    expect(await verify("whsec_test", body.replace("acme", "acmf"), `sha256=${sig}`)).toBe(false);
  });
});

describe("alert signatures", () => {
  it("sign `timestamp.body` once per key, the newest key first", async () => {
    const header = alertSignatureHeader(["new-key", "old-key"], 1767225600, body);
    const values = header.split(",");
    expect(values).toHaveLength(2);
    expect(values[0]).toBe(await sign("new-key", `1767225600.${body}`));
    expect(values[1]).toBe(await sign("old-key", `1767225600.${body}`));
    expect(alertSignatureHeader(["new-key"], 1767225601, body)).not.toBe(values[0]);
  });

  it("use a key per destination and generation derived from the master key over four lines", () => {
    const master = Buffer.from(secret("MASTER_KEY"), "hex");
    const expected = createHmac("sha256", master).update(`${ALERT_KEY_LABEL}\nws_1\ndst_1\n2`).digest("hex");
    expect(alertDestinationKey("ws_1", "dst_1", 2)).toBe(expected);
    expect(alertDestinationKey("ws_1", "dst_1", 3)).not.toBe(expected);
    expect(alertDestinationKey("ws_1", "dst_2", 2)).not.toBe(expected);
    expect(alertDestinationKey("ws_2", "dst_1", 2)).not.toBe(expected);
  });

  it("are compared in constant time, length first", () => {
    expect(constantTimeEqual("abc", "abc")).toBe(true);
    expect(constantTimeEqual("abc", "abd")).toBe(false);
    expect(constantTimeEqual("abc", "abcd")).toBe(false);
  });
});
