// Input checks shared by the endpoint and destination routes: event names (a list, or the page form's
// comma-separated text) and a URL the SSRF guard refused, both answered as a 400 naming the field.
import { Refusal } from "@/lib/platform/refusal";
import { OutboundRefusedError } from "@/lib/platform/outbound/ssrf-guard";
import { ACCEPTED_EVENT_NAMES, canonicalEventType } from "@/lib/vocabulary/event-types";

export function parseEventNames(events: string[] | string): string[] {
  const names = (Array.isArray(events) ? events : events.split(",")).map((n) => n.trim()).filter(Boolean);
  const unknown = names.filter((n) => canonicalEventType(n) === null);
  if (names.length === 0 || unknown.length) {
    const message =
      `Unknown event type${unknown.length === 1 ? "" : "s"}: ` +
      `${unknown.join(", ") || "(none given)"}. Accepted: ${ACCEPTED_EVENT_NAMES.join(", ")}.`;
    throw new Refusal("invalid_request", { message, errors: [{ in: "body", name: "events", message }] });
  }
  return names;
}

/** A `.catch` for registration: a refused URL becomes invalid_request on `field`. */
export function refusedUrl(field: string, code: "invalid_request" | "bad_request" = "invalid_request") {
  return (err: unknown): never => {
    if (err instanceof OutboundRefusedError) {
      const message = `Refused: ${err.message}. Register a public HTTPS URL.`;
      throw new Refusal(code, { message, errors: [{ in: "body", name: field, message }] });
    }
    throw err;
  };
}

/** Another workspace's id, or none: the same 404 either way. */
export function notInWorkspace(what: "endpoint" | "alert destination"): Refusal {
  return new Refusal("not_found", { message: `No ${what} with this id in your workspace.` });
}
