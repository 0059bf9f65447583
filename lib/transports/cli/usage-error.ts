// A mistake in how the command was called (exit 2): bad argument, bad option, unreadable input file.
export class UsageError extends Error {
  readonly code = "usage";
}
