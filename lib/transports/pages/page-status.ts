// The HTTP status a server-rendered page asks for. Next 16 offers a page no way to answer 404 and still
// server-render its own body (notFound() from a dynamic page renders its boundary only through client
// script, vercel/next.js#62228), so a page records the status here and our node:http server
// (lib/transports/server/start.ts) writes it in place of Next's 200. One store per request, in a process slot
// because the page bundle and the server load this module separately.
import { AsyncLocalStorage } from "node:async_hooks";
import { processSlot } from "@/lib/platform/process-state";

interface PageStatus {
  status: number | null;
}

const held = processSlot<AsyncLocalStorage<PageStatus>>("page-status");

function storage(): AsyncLocalStorage<PageStatus> {
  held.value ??= new AsyncLocalStorage<PageStatus>();
  return held.value;
}

/** Runs one request's handling with a place for its page to record a status. */
export function withPageStatus<T>(run: () => T): { result: T; status: () => number | null } {
  const store: PageStatus = { status: null };
  const result = storage().run(store, run);
  return { result, status: () => store.status };
}

/** Called by a page: answer with this status instead of 200 (the body is the page as rendered). */
export function setPageStatus(status: number): void {
  const store = storage().getStore();
  if (store) store.status = status;
}
