// The `svc` command line client's exit codes: one table, printed by `svc --help` and docs/cli.md, so a
// script can act on the answer without parsing prose. Dependency-free on purpose.
export const EXIT = {
  listedWitnessed: 0,
  notListed: 1,
  usage: 2,
  serviceError: 3,
  partial: 4,
  listedNotWitnessed: 5,
  outputNotDelivered: 7,
  signatureInvalid: 8,
  bindingMismatch: 9,
  superseded: 10,
  insufficientWitnesses: 11,
  splitView: 12,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** Code, name and meaning, in code order. */
export const EXIT_CODE_TABLE: readonly { code: ExitCode; name: keyof typeof EXIT; meaning: string }[] = [
  { code: 0, name: "listedWitnessed", meaning: "listed and witnessed (or: the command did what it was asked, nothing to report)" },
  { code: 1, name: "notListed", meaning: "not listed: the service has no published Network record for it" },
  { code: 2, name: "usage", meaning: "usage error (bad argument or option), or a retired command" },
  { code: 3, name: "serviceError", meaning: "service error: the service could not be read; says nothing about the company" },
  { code: 4, name: "partial", meaning: "partial: some inputs could not be read or were invalid" },
  { code: 5, name: "listedNotWitnessed", meaning: "listed, but the last reading witnessed nothing" },
  { code: 7, name: "outputNotDelivered", meaning: "output not delivered (the reader closed the pipe)" },
  { code: 8, name: "signatureInvalid", meaning: "signature or key invalid" },
  { code: 9, name: "bindingMismatch", meaning: "binding mismatch (the statement is about another subject, or a digest differs)" },
  { code: 10, name: "superseded", meaning: "superseded: a later statement corrects this one" },
  {
    code: 11,
    name: "insufficientWitnesses",
    meaning: "insufficient witnesses: fewer of the named witnesses cosigned the checkpoint than required",
  },
  {
    code: 12,
    name: "splitView",
    meaning: "split view: the log showed a checkpoint inconsistent with one it showed before (svc witness cosigned nothing)",
  },
];
