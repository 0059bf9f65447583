// The `svc` client's own variables, parsed alone and here, not by the server's lib/env: the client is a
// separate program, and a shell that carries unrelated or server-only variables must not stop it starting.
import { z } from "zod";

const url = z.string().url();

const cliSchema = z.object({
  // Where the service is: the two hosts of `npm run dev` unless told otherwise.
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
