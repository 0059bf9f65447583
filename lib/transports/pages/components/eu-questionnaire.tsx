// The EU AI Act questionnaire as plain HTML form fields (works without JavaScript): free-text details,
// then one select per question with "Not answered" first. An unanswered question is never guessed: the
// classification says "cannot decide: needs <question>".
import { EU_DETAIL_FIELDS, EU_QUESTIONS, EU_QUESTION_NAMES } from "@/lib/vocabulary/eu-ai-act";

const DETAIL_LABELS: Record<(typeof EU_DETAIL_FIELDS)[number], string> = {
  intended_purpose: "Intended purpose",
  sector: "Sector",
  users: "Who uses it, and who is affected",
  deployment: "How and where it is deployed",
  data: "Data it uses",
};

const CHOICE_LABELS: Record<string, string> = {
  yes: "Yes",
  no: "No",
  provider: "Provider",
  deployer: "Deployer",
  both: "Both",
  none: "None of these",
  biometrics: "1. Biometrics",
  critical_infrastructure: "2. Critical infrastructure",
  education: "3. Education and vocational training",
  employment: "4. Employment and workers' management",
  essential_services: "5. Essential private and public services",
  law_enforcement: "6. Law enforcement",
  migration_border: "7. Migration, asylum and border control",
  justice_democracy: "8. Justice and democratic processes",
  narrow_procedural_task: "(a) A narrow procedural task",
  improves_prior_human_activity: "(b) Improves the result of a completed human activity",
  detects_patterns_with_human_review: "(c) Detects decision patterns, with proper human review",
  preparatory_task: "(d) A preparatory task to an assessment",
};

export function EuQuestionnaire({
  idPrefix,
  name,
  details = {},
  answers = {},
}: {
  idPrefix: string;
  name?: string;
  details?: Record<string, string>;
  answers?: Record<string, string | number>;
}) {
  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <>
      <p>
        <label htmlFor={id("name")}>System name</label>
        <br />
        <input id={id("name")} name="name" required maxLength={120} size={50} defaultValue={name} />
      </p>
      <fieldset>
        <legend>What the system is (free text, not used to decide)</legend>
        {EU_DETAIL_FIELDS.map((f) => (
          <p key={f}>
            <label htmlFor={id(f)}>{DETAIL_LABELS[f]}</label>
            <br />
            <textarea id={id(f)} name={f} maxLength={2000} rows={2} cols={70} defaultValue={details[f] ?? ""} />
          </p>
        ))}
      </fieldset>
      <fieldset>
        <legend>Questions the rules read (leave &quot;Not answered&quot; when you do not know)</legend>
        {EU_QUESTION_NAMES.map((q) => {
          const def = EU_QUESTIONS[q];
          const current = answers[q];
          return (
            <p key={q}>
              <label htmlFor={id(q)}>
                {def.label} <code>{q}</code>
              </label>
              <br />
              {def.choices === "number" ? (
                <input
                  id={id(q)}
                  name={q}
                  inputMode="decimal"
                  pattern="[0-9.eE+]*"
                  size={20}
                  defaultValue={current === undefined ? "" : String(current)}
                  placeholder="e.g. 3e25"
                />
              ) : (
                <select id={id(q)} name={q} defaultValue={current === undefined ? "unknown" : String(current)}>
                  <option value="unknown">Not answered</option>
                  {def.choices.map((c) => (
                    <option key={c} value={c}>
                      {CHOICE_LABELS[c] ?? c}
                    </option>
                  ))}
                </select>
              )}
            </p>
          );
        })}
      </fieldset>
    </>
  );
}
