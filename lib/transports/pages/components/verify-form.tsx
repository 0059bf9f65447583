"use client";
// The /verify form and its answer. Without JavaScript the browser posts the form, the server action
// verifies and the page comes back with the answer; with it, the same action answers in place.
import { useActionState } from "react";
import { verifyAction } from "@/lib/transports/pages/verify-action";
import { EMPTY_VERIFY_VIEW, type VerifyView } from "@/lib/transports/pages/verify-state";

export function VerifyForm() {
  const [view, action, pending] = useActionState<VerifyView, FormData>(verifyAction, EMPTY_VERIFY_VIEW);
  return (
    <>
      <form action={action} className="verify-form">
        <label htmlFor="verify-input">Token, bundle or statement</label>
        <textarea id="verify-input" name="input" rows={10} defaultValue={view.input} spellCheck={false} required />
        <button type="submit" disabled={pending}>
          Verify
        </button>
      </form>
      {view.outcome ? (
        <section aria-labelledby="verify-answer" className="verify-answer">
          <h2 id="verify-answer">{view.outcome === "valid" ? "Valid" : "Not valid"}</h2>
          <p>
            Outcome{" "}
            <output data-outcome={view.outcome} data-flags={view.flags.join(" ")}>
              <code>{view.outcome}</code>
            </output>{" "}
            ({view.kind}): {view.detail}.
          </p>
          <p>{view.meaning ? `${view.outcome} means: ${view.meaning}.` : null}</p>
          {view.flags.length ? (
            <p>
              Flags: <code>{view.flags.join(", ")}</code>
            </p>
          ) : null}
          {view.log ? (
            <p>
              Log: entry {view.log.index} of {view.log.size} in {view.log.origin}, root <code>{view.log.root_hash}</code>.
            </p>
          ) : null}
        </section>
      ) : view.detail ? (
        <p role="status">{view.detail}</p>
      ) : null}
    </>
  );
}
