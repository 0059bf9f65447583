// Fail fast: a configuration that could only fail request by request stops `npm start` at once, with one
// line per variable naming it and how to make one, instead of serving 500s.
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { ROOT } from "@/tests/helpers/cli";
import { noteAppBoot } from "@/tests/helpers/boot-record";

const SECRETS = ["SESSION_SECRET", "CURSOR_SECRET", "VIEWER_HASH_KEY", "MASTER_KEY"];

/** `npm start` as an operator runs it; killed (exit code null) if it has not exited within 10 seconds. */
async function npmStart(env: Record<string, string | undefined>): Promise<{ code: number | null; stderr: string }> {
  await noteAppBoot();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete childEnv.BASE_URL;
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete childEnv[k];
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["start", "--silent"], { cwd: ROOT, env: childEnv, detached: true });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    const timer = setTimeout(() => process.kill(-child.pid!, "SIGKILL"), 10_000);
    child.once("error", reject);
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

// A database no one listens on: the check must refuse before trying to connect.
const SHARED_DB = { DATABASE_URL: "postgresql://postgres@127.0.0.1:9/unreachable", PORT: "0", MAIL_TRANSPORT: "log" };

describe("npm start in production on a shared database", () => {
  it("exits non-zero within 10 s without SESSION_SECRET, naming it and how to make one", async () => {
    const strong = {
      CURSOR_SECRET: "Cq1-x9Zr_4TnWb7LpK2sVd8YhFj3Mg6E",
      VIEWER_HASH_KEY: "Vh7_Kq2PzX9rLm4TbN8wJc3YdF6sGa1E",
      MASTER_KEY: "0f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778899aabbccddeeff0",
    };
    const res = await npmStart({ ...SHARED_DB, ...strong, SESSION_SECRET: undefined });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain("Cannot start: SESSION_SECRET is not set");
    expect(res.stderr).toContain("openssl rand -base64 32");
    expect(res.stderr).not.toMatch(/CURSOR_SECRET|VIEWER_HASH_KEY|MASTER_KEY/);
  }, 30_000);

  it("names every missing secret, and a weak one, one line each", async () => {
    const res = await npmStart({
      ...SHARED_DB,
      SESSION_SECRET: "ab".repeat(20),
      CURSOR_SECRET: undefined,
      VIEWER_HASH_KEY: undefined,
      MASTER_KEY: undefined,
    });
    expect(res.code).toBe(1);
    const lines = res.stderr.split("\n").filter((l) => l.startsWith("Cannot start: "));
    expect(lines.map((l) => SECRETS.find((s) => l.startsWith(`Cannot start: ${s} `)))).toEqual(SECRETS);
    expect(lines[0]).toMatch(/too weak/);
    expect(lines[3]).toMatch(/openssl rand -hex 32/);
  }, 30_000);

  it("exits non-zero naming a malformed variable", async () => {
    const res = await npmStart({ ...SHARED_DB, MASTER_KEY: "not-hex" });
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/MASTER_KEY: must be 64 lowercase hex characters/);
  }, 30_000);
});

describe("npm start in production without a mail server", () => {
  const secrets = {
    SESSION_SECRET: "Sx4-q9Zr_4TnWb7LpK2sVd8YhFj3Mg6E",
    CURSOR_SECRET: "Cq1-x9Zr_4TnWb7LpK2sVd8YhFj3Mg6E",
    VIEWER_HASH_KEY: "Vh7_Kq2PzX9rLm4TbN8wJc3YdF6sGa1E",
    MASTER_KEY: "0f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778899aabbccddeeff0",
  };
  const noMail = { SMTP_URL: undefined, MAIL_TRANSPORT: undefined, DEV_MAILBOX: undefined };

  it("refuses without SMTP_URL, in one line naming it and the way out", async () => {
    const res = await npmStart({ ...SHARED_DB, ...secrets, ...noMail });
    expect(res.code).toBe(1);
    const lines = res.stderr.split("\n").filter((l) => l.startsWith("Cannot start: "));
    expect(lines).toEqual([
      "Cannot start: SMTP_URL is not set; production sends its mail through SMTP: set " +
        "SMTP_URL=smtp://user:password@host:587, or MAIL_TRANSPORT=log to write mails to the log instead.",
    ]);
  }, 30_000);

  it("with MAIL_TRANSPORT=log passes the check and warns at start that mails go to the log", async () => {
    const res = await npmStart({ ...SHARED_DB, ...secrets, ...noMail, MAIL_TRANSPORT: "log" });
    // It gets as far as the (unreachable) database.
    expect(res.stderr).not.toContain("Cannot start:");
    expect(res.stderr).toContain('"msg":"MAIL_TRANSPORT=log: mails (and the links in them) are written to the log, not sent."');
  }, 30_000);
});
