// Optional phrasing of grounded answers through an OpenAI-compatible chat endpoint (MODEL_BASE_URL).
// Only answered items are sent, one request for the batch; routed items never leave the service. The
// model may reword, not add: the original stays in groundedAnswer and the source stays attached.
import { z } from "zod";
import { env } from "@/lib/platform/env";
import { log } from "@/lib/platform/log";
import { safeFetch } from "@/lib/platform/outbound/safe-fetch";
import type { DraftAnswer } from "@/lib/questionnaire/draft-answers";

const Completion = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1) });
const Rewrites = z.object({ answers: z.array(z.string()) });

const INSTRUCTIONS =
  "You reword security questionnaire answers for a vendor. For each answer, return the same facts in clear, professional wording " +
  "that answers its question. Never add a fact, number, certification or commitment that is not in the answer. " +
  'Reply with JSON only: {"answers": [one string per input answer, in order]}.';

/** Returns the answers with grounded ones reworded, and whether phrasing actually ran. */
export async function phraseAnswers(answers: DraftAnswer[]): Promise<{ answers: DraftAnswer[]; phrased: boolean }> {
  const { MODEL_BASE_URL, MODEL_API_KEY, MODEL_NAME } = env();
  const grounded = answers.map((a, i) => ({ a, i })).filter(({ a }) => a.status === "answered");
  if (!MODEL_BASE_URL || grounded.length === 0) return { answers, phrased: false };
  const base = MODEL_BASE_URL.replace(/\/+$/, "");
  try {
    const res = await safeFetch(
      `${base}/chat/completions`,
      {
        method: "POST",
        headers: { "content-type": "application/json", ...(MODEL_API_KEY ? { authorization: `Bearer ${MODEL_API_KEY}` } : {}) },
        body: JSON.stringify({
          model: MODEL_NAME,
          temperature: 0,
          messages: [
            { role: "system", content: INSTRUCTIONS },
            { role: "user", content: JSON.stringify(grounded.map(({ a }) => ({ question: a.question, answer: a.answer }))) },
          ],
        }),
      },
      { trustedOrigins: [new URL(base).origin], timeoutMs: 20_000 },
    );
    if (res.status !== 200) throw new Error(`model endpoint answered ${res.status}`);
    const content = Completion.parse(JSON.parse(res.text)).choices[0].message.content;
    const rewrites = Rewrites.parse(JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, ""))).answers;
    if (rewrites.length !== grounded.length) throw new Error("model returned a different number of answers");
    const out = answers.slice();
    grounded.forEach(({ a, i }, n) => {
      const text = rewrites[n].trim();
      if (text && text !== a.answer) out[i] = { ...a, answer: text, groundedAnswer: a.answer, phrased: true };
    });
    return { answers: out, phrased: out.some((a) => a.phrased) };
  } catch (err) {
    // Phrasing is a convenience: on any failure the grounded wording stands.
    log("warn", "answer phrasing failed; grounded wording kept", { error: (err as Error).message });
    return { answers, phrased: false };
  }
}
