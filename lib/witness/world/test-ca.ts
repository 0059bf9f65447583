// A throw-away certificate authority for the local HTTPS world (development and tests only): one CA made
// at start, one leaf per demo domain, some deliberately expired or issued for another name.
import { webcrypto } from "node:crypto";
import * as x509 from "@peculiar/x509";

x509.cryptoProvider.set(webcrypto as unknown as Crypto);

const ALG = { name: "ECDSA", namedCurve: "P-256", hash: "SHA-256" } as const;
const DAY = 86_400_000;

export interface IssuedCert {
  cert: string;
  key: string;
}

export interface TestCa {
  pem: string;
  issue(opts: { names: string[]; notBefore: Date; notAfter: Date }): Promise<IssuedCert>;
}

async function pkcs8Pem(key: CryptoKey): Promise<string> {
  const der = Buffer.from(await webcrypto.subtle.exportKey("pkcs8", key)).toString("base64");
  return `-----BEGIN PRIVATE KEY-----\n${der.replace(/.{64}/g, "$&\n")}\n-----END PRIVATE KEY-----\n`;
}

let serial = 1;

export async function createTestCa(now: Date): Promise<TestCa> {
  const keys = (await webcrypto.subtle.generateKey(ALG, true, ["sign", "verify"])) as CryptoKeyPair;
  const ca = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: (serial++).toString(16).padStart(2, "0"),
    name: "CN=Public Trust Network local world CA",
    notBefore: new Date(now.getTime() - DAY),
    notAfter: new Date(now.getTime() + 365 * DAY),
    keys,
    signingAlgorithm: ALG,
    extensions: [
      new x509.BasicConstraintsExtension(true, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
    ],
  });
  return {
    pem: ca.toString("pem"),
    async issue({ names, notBefore, notAfter }) {
      const leafKeys = (await webcrypto.subtle.generateKey(ALG, true, ["sign", "verify"])) as CryptoKeyPair;
      const leaf = await x509.X509CertificateGenerator.create({
        serialNumber: (serial++).toString(16).padStart(2, "0"),
        subject: `CN=${names[0]}`,
        issuer: ca.subject,
        notBefore,
        notAfter,
        signingKey: keys.privateKey,
        publicKey: leafKeys.publicKey,
        signingAlgorithm: ALG,
        extensions: [
          new x509.BasicConstraintsExtension(false, undefined, true),
          new x509.SubjectAlternativeNameExtension(names.map((value) => ({ type: "dns" as const, value }))),
          new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
        ],
      });
      return { cert: `${leaf.toString("pem")}\n${ca.toString("pem")}\n`, key: await pkcs8Pem(leafKeys.privateKey) };
    },
  };
}
