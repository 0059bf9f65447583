// Where a page or a stream starts, from what the client sent: a cursor (`after`, or Last-Event-ID on a
// reconnect), a time (`since`), or nothing. Refusals name the parameter or header at fault.
import { Refusal, type FieldError } from "@/lib/platform/refusal";
import { positionBefore, type ChangePosition } from "@/lib/feed/change-position";
import { decodeChangesCursor, InvalidCursorError } from "@/lib/feed/changes-cursor";
import { assertWithinRetention, defaultStart, liveStart } from "@/lib/feed/feed-window";

function fromCursor(cursor: string, field: Omit<FieldError, "message">, now: Date): ChangePosition {
  let position: ChangePosition;
  try {
    position = decodeChangesCursor(cursor);
  } catch (err) {
    if (!(err instanceof InvalidCursorError)) throw err;
    throw new Refusal("invalid_cursor", {
      message: `\`${field.name}\` is not a usable change-feed cursor: ${err.message}. Restart from \`since\` or the default window once.`,
      errors: [{ ...field, message: err.message }],
    });
  }
  assertWithinRetention(position, now, { ...field, message: "older than the change history kept" });
  return position;
}

export function resolvePagePosition(query: { after?: string; since?: Date }, now: Date): ChangePosition {
  if (query.after !== undefined && query.since !== undefined) {
    throw new Refusal("invalid_request", {
      message: "Send either `after` (a cursor) or `since` (a time), not both.",
      errors: [
        { in: "query", name: "after", message: "not allowed together with since" },
        { in: "query", name: "since", message: "not allowed together with after" },
      ],
    });
  }
  if (query.after !== undefined) return fromCursor(query.after, { in: "query", name: "after" }, now);
  if (query.since !== undefined) {
    if (query.since > now) {
      throw new Refusal("invalid_request", {
        message: "`since` is later than the server's clock; nothing can have been recorded after it yet.",
        errors: [{ in: "query", name: "since", message: "must not be in the future" }],
      });
    }
    const position = positionBefore(query.since);
    assertWithinRetention(position, now, { in: "query", name: "since", message: "older than the change history kept" });
    return position;
  }
  return defaultStart(now);
}

/** Last-Event-ID wins over `after`: a reconnecting EventSource repeats its URL but sends the newer id. */
export function resolveStreamPosition(input: { after?: string; lastEventId?: string }, now: Date): ChangePosition {
  if (input.lastEventId) return fromCursor(input.lastEventId, { in: "header", name: "Last-Event-ID" }, now);
  if (input.after !== undefined) return fromCursor(input.after, { in: "query", name: "after" }, now);
  return liveStart(now);
}
