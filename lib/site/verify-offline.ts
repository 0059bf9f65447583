// How to check a witness statement with nothing but its payload, its signature and a published public
// key: the steps the profile page, the methodology page and their Markdown twins all print.
import type { PublicUrls } from "@/lib/site/urls";

export interface VerifyStep {
  text: string;
  code?: string;
}

export function verifyOfflineSteps(urls: PublicUrls): VerifyStep[] {
  return [
    {
      text:
        "Copy the statement's payload exactly as published into payload.json: it is " +
        "RFC 8785 canonical JSON, so do not reformat it or add a trailing newline.",
    },
    {
      text:
        `Fetch the public keys once, from ${urls.api}/public/keys (also published at ${urls.base}/verify/keys), and take ` +
        `the key whose kid equals the statement's key_id. Retired keys stay published, so old statements keep verifying.`,
      code: `curl -s ${urls.api}/public/keys > keys.json`,
    },
    {
      text: "Verify offline with Node.js (no network needed from here on). KEY_ID and SIGNATURE are the statement's key_id and signature.",
      code: [
        "node -e '",
        'const c = require("node:crypto"), fs = require("node:fs");',
        'const jwk = JSON.parse(fs.readFileSync("keys.json")).keys.find((k) => k.kid === process.env.KEY_ID);',
        'const key = c.createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: jwk.x }, format: "jwk" });',
        'const sig = Buffer.from(process.env.SIGNATURE.replace(/^ed25519:/, ""), "base64");',
        'console.log(c.verify(null, fs.readFileSync("payload.json"), key, sig) ? "valid" : "NOT valid");',
        "'",
      ].join("\n"),
    },
    {
      text:
        "Or with OpenSSL 3: write the signature's base64 (after ed25519:) to sig.b64, set X " +
        "to the key's x (base64url), turn it into a PEM public key, and verify the raw payload.",
      code: [
        "base64 -d sig.b64 > sig.bin",
        "(printf '302a300506032b6570032100' | xxd -r -p; printf '%s=' \"$X\" | tr '_-' '/+' | base64 -d) > pub.der",
        "openssl pkey -pubin -inform DER -in pub.der -out pub.pem",
        "openssl pkeyutl -verify -pubin -inkey pub.pem -rawin -in payload.json -sigfile sig.bin",
      ].join("\n"),
    },
    {
      text:
        "A valid signature shows only that the service's witness wrote this payload: what one " +
        "reading found, when. It carries no verdict, and the profile's other content is not signed.",
    },
  ];
}
