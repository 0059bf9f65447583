// The worked example as Markdown, from the same example view model as app/how-to-read/page.tsx.
import { exampleProfile } from "@/lib/transports/pages/example-profile";
import type { PublicUrls } from "@/lib/site/urls";
import { doc } from "@/lib/site/markdown/md";
import {
  boundaryMarkdown,
  conflictsMarkdown,
  factsMarkdown,
  statementMarkdown,
  witnessedMarkdown,
} from "@/lib/transports/pages/markdown/profile-parts";

export function howToReadMarkdown(now: Date, urls: PublicUrls): string {
  const p = exampleProfile(now);
  return doc([
    "# How to read a profile",
    `A worked example. ${p.name} (\`${p.domain}\`) is invented, under a reserved domain that ` +
      `can never belong to anyone; every part below is drawn the same way on a real profile.`,
    "## Facts, by category, with who gave each",
    factsMarkdown(p.facts),
    "## Contested facts",
    conflictsMarkdown(p.conflicts),
    "## What was witnessed, and when",
    witnessedMarkdown(p.witnessed),
    "## Witness statement",
    "**Example only:** this statement is not signed by the service, so it will not verify.",
    statementMarkdown(p.statement, `${urls.base}/methodology.md`),
    "## What the service does not establish",
    boundaryMarkdown(p.boundary),
  ]);
}
