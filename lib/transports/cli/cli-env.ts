// The `svc` client's own variables (issue 21: where it finds the service, the two hosts of `npm run dev` by
// default), parsed alone: the CLI reads nothing of the server's configuration (lib/platform/env.ts), and a shell that
// carries unrelated or server-only variables must not stop it from starting.
import { z } from "zod";

const url = z.string().url();

const cliSchema = z.object({
  SVC_BASE_URL: url.default("http://localhost:3000"),
  SVC_API_URL: url.default("http://api.localhost:3000"),
});
export type CliEnv = z.infer<typeof cliSchema>;

export function cliEnv(): CliEnv {
  const present = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== ""));
  const parsed = cliSchema.safeParse(present);
  if (!parsed.success) {
    const names = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${names}`);
  }
  return parsed.data;
}
