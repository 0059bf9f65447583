// Counts what a Dockerfile declares in ENV and ARG, parsed with `dockerfile-ast` (line continuations,
// quoting and comments handled there, so a commented-out ENV counts as nothing). An ARG without a
// default holds no value; a value naming another variable (`$X`) is unresolved.
import { DockerfileParser } from "dockerfile-ast";
import { countRegion, emptyCounts, isCredentialLiteral, type DeclarationCounts } from "@/lib/transports/cli/lint/declaration-counts";

const REGION_NAMES = /^(aws_region|aws_default_region|region|gcp_region|google_cloud_region|azure_location|location)$/i;

export function countDockerfile(text: string): DeclarationCounts {
  const counts = emptyCounts();
  const dockerfile = DockerfileParser.parse(text);
  for (const instruction of dockerfile.getInstructions()) {
    const keyword = instruction.getKeyword();
    if (keyword !== "ENV" && keyword !== "ARG") continue;
    const properties = (instruction as unknown as { getProperties(): { getName(): string; getValue(): string | null }[] }).getProperties();
    for (const property of properties) {
      const name = property.getName();
      const value = property.getValue();
      if (value === null) continue;
      if (REGION_NAMES.test(name)) countRegion(counts, value, true);
      if (isCredentialLiteral(name, value, true)) counts.inline_credentials += 1;
    }
  }
  return counts;
}
