// The vocabulary of a comparison's states. Each says what was witnessed or declared, or that nothing
// was; none says better or worse, and their order is not a ranking.
import type { z } from "zod";
import type { CompareStateSchema } from "@/lib/schemas/compare";

export const COMPARE_STATES: z.infer<typeof CompareStateSchema>[] = [
  {
    id: "witnessed",
    label: "Witnessed",
    meaning: "A reading by the service observed this, from a named source on a stated date.",
    appliesTo: "cell",
  },
  {
    id: "company-declared",
    label: "Declared by the company",
    meaning: "The company said this about itself; the service did not observe it.",
    appliesTo: "cell",
  },
  { id: "public-source", label: "Public source", meaning: "A named public source says this.", appliesTo: "cell" },
  {
    id: "agreed",
    label: "Same account from several sources",
    meaning: "More than one origin gave the same value; `flags` names them.",
    appliesTo: "cell",
  },
  {
    id: "contested",
    label: "Sources differ",
    meaning: "Origins gave different values. Every account is listed; none is the answer and none is preferred.",
    appliesTo: "cell",
  },
  {
    id: "not-stated",
    label: "Not stated",
    meaning: "The record carries nothing for this row. Absence is not a finding about the company.",
    appliesTo: "cell",
  },
  {
    id: "restricted",
    label: "Source restricted",
    meaning: "The owner restricted this source, so its date and reference are not shown.",
    appliesTo: "cell",
  },
  { id: "current", label: "Current record", meaning: "The company was read as it is published now.", appliesTo: "company" },
  {
    id: "snapshot",
    label: "Stored version",
    meaning:
      "The company's facts were read at the stored record version named with " +
      "`at.<handle>`; evidence areas are not versioned and show the current ones.",
    appliesTo: "company",
  },
];
