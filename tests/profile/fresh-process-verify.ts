// Verifies a witness statement in a separate Node process that knows nothing of this codebase: it gets
// only the published JWK set and the statement, and checks with node:crypto's own Ed25519 verify.
import { spawn } from "node:child_process";

const SCRIPT = `
import { createPublicKey, verify } from "node:crypto";
let input = "";
for await (const chunk of process.stdin) input += chunk;
const { keys, statement } = JSON.parse(input);
const jwk = keys.find((k) => k.kid === statement.key_id);
if (!jwk) { console.log("no-key"); process.exit(0); }
const key = createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: "jwk" });
const signature = Buffer.from(statement.signature.replace(/^ed25519:/, ""), "base64");
console.log(verify(null, Buffer.from(statement.payload, "utf8"), key, signature) ? "valid" : "invalid");
`;

export function verifyInFreshProcess(keys: unknown[], statement: { payload: string; signature: string; key_id: string }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", SCRIPT], {
      stdio: ["pipe", "pipe", "inherit"],
      env: { PATH: process.env.PATH, NODE_ENV: "production" },
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(`verifier exited ${code}`))));
    child.stdin.end(JSON.stringify({ keys, statement }));
  });
}
