// Why a page shows no answer: a failed read (never a finding about a company), a request it cannot
// read (naming the parameter), or too many requests. Never confused with "nothing was found".
import type { PageProblem } from "@/lib/transports/pages/page-problem";
import { NothingNotice } from "@/lib/transports/pages/components/nothing-notice";

export function PageProblemNotice({ problem, startOver }: { problem: PageProblem; startOver?: string }) {
  if (problem.kind === "read-failed") {
    return <NothingNotice kind="read-failed" reason={problem.code} retryAfterSeconds={problem.retryAfterSeconds} />;
  }
  const title = problem.kind === "rate-limited" ? "Too many requests from your address" : "This request could not be read";
  return (
    <section className="nothing" data-problem={problem.code} aria-labelledby="problem-title" role="alert">
      <h2 id="problem-title">{title}</h2>
      <p>
        {problem.parameter ? (
          <>
            <code>{problem.parameter}</code>:{" "}
          </>
        ) : null}
        {problem.message}
      </p>
      <p>
        <strong>What it does not mean:</strong> nothing about any company. It is about this request only.
      </p>
      {problem.kind === "rate-limited" ? (
        <p>{problem.retryAfterSeconds ? `Try again in ${problem.retryAfterSeconds} seconds.` : "Wait a minute, then try again."}</p>
      ) : startOver ? (
        <p>
          <a href={startOver}>Start again from the first page</a>
        </p>
      ) : null}
    </section>
  );
}
