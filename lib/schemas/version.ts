// GET /api/version.
import { z } from "zod";

export const VersionSchema = z
  .object({
    stamp: z
      .string()
      .describe(
        "`<build id>+<commit>` of the deployment answering; `development-<version>+<commit>` " +
          "from a development server; `unknown` for a part it cannot read.",
      ),
    version: z.string().describe("The release (package version) of the code answering."),
    changelog_url: z.string().url().describe("The contract changelog (GET /api/changelog)."),
  })
  .meta({ id: "Version" });
