// Questionnaire drafting at size: 200 questions against a 5,000-entry approved knowledge base.
// Prints the drafting time (target: under one second) and its ratio to a baseline measured in the same
// run: loading the same grounding from the database, which any answer path must do.
import { performance } from "node:perf_hooks";
import { closeDb, getDb } from "@/lib/platform/db/client";
import { CONTROL_AREAS } from "@/lib/questionnaire/crosswalk";
import { draftAnswers } from "@/lib/questionnaire/draft-answers";
import { loadGrounding } from "@/lib/questionnaire/grounding";
import { seedDemoNetwork } from "@/lib/seed/demo-network";
import { installBenchDb } from "@/tests/bench/_bench-db";
import { reportFigure } from "@/tests/bench/_report";

const ENTRIES = 5000;
const QUESTIONS = 200;
const SUBJECTS = [
  "customer data",
  "production systems",
  "backups",
  "employee laptops",
  "audit logs",
  "API tokens",
  "support tickets",
  "model weights",
  "billing records",
  "source code",
];
const VERBS = ["encrypted", "reviewed", "monitored", "retained", "tested", "approved", "logged", "rotated", "restricted", "documented"];

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

await installBenchDb();
const db = await getDb();
await seedDemoNetwork(db, {});
const ws = await db.workspace.findUniqueOrThrow({ where: { slug: "kestrel" } });
const rows = Array.from({ length: ENTRIES }, (_, i) => {
  const area = CONTROL_AREAS[i % CONTROL_AREAS.length];
  const subject = SUBJECTS[i % SUBJECTS.length];
  const verb = VERBS[Math.floor(i / SUBJECTS.length) % VERBS.length];
  return {
    workspaceId: ws.id,
    question: `How are ${subject} ${verb} under ${area.label.toLowerCase()} (variant ${i})?`,
    answer: `${subject} are ${verb} according to the ${area.label.toLowerCase()} policy, reviewed every quarter (entry ${i}).`,
    control: area.frameworks["ISO/IEC 27001"][0] ?? null,
    status: "approved",
  };
});
for (let i = 0; i < rows.length; i += 1000) await db.knowledgeEntry.createMany({ data: rows.slice(i, i + 1000) });
const questions = Array.from({ length: QUESTIONS }, (_, i) =>
  i % 2
    ? `Are ${SUBJECTS[i % SUBJECTS.length]} ${VERBS[i % VERBS.length]}?`
    : `Do you have a policy for unrelated topic number ${i} such as parking permits?`,
);

const loads: number[] = [];
const drafts: number[] = [];
for (let run = 0; run < 7; run++) {
  const t0 = performance.now();
  const grounding = await loadGrounding(db, ws.id);
  const t1 = performance.now();
  const answers = draftAnswers(questions, grounding);
  const t2 = performance.now();
  if (answers.length !== QUESTIONS) throw new Error("wrong answer count");
  loads.push(t1 - t0);
  drafts.push(t2 - t0);
}
const total = median(drafts);
const baseline = median(loads);
console.log(
  `knowledge base: ${ENTRIES} approved entries; questions: ${QUESTIONS}; database: ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`,
);
console.log(`baseline (load the grounding only): median ${baseline.toFixed(1)} ms`);
console.log(
  `drafting 200 answers (load + rank + draft): median ${total.toFixed(1)} ms  ` +
    `${total < 1000 ? "(target < 1000 ms: met)" : "(target < 1000 ms: MISSED)"}`,
);
console.log(`ratio drafting / baseline: ${(total / baseline).toFixed(2)}`);
reportFigure({
  bench: "questionnaire",
  case: `draft ${QUESTIONS} answers vs load grounding`,
  unit: "ms",
  measured: total,
  baseline,
  ratio: total / baseline,
  target: "< 1000 ms",
  pass: total < 1000,
});
await closeDb();
