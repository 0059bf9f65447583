// What the client reports when reading from the service failed: a module of its own, so the entry point can
// recognise it without loading the HTTP client (undici), which commands that read nothing never need.
export class ServiceReadError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly body?: unknown,
  ) {
    super(message);
  }
}
