// GET /api/version.
import { z } from "zod";

export const VersionSchema = z
  .object({ stamp: z.string().describe("`<build id>+<commit>` of the deployment answering; `unknown` for a part it cannot read.") })
  .meta({ id: "Version" });
