// An AI system whose classification changes under rule-set version 2 (its re-classification is an event).
import { NOTHING } from "@/tests/eu-ai-act/classification-cases";

export const HIRING_SYSTEM = { name: "hiring screener", ...NOTHING, annex_iii_area: "employment", interacts_with_people: "yes" };
