// The id of a workspace outbox event (profile.viewed, reading events, …), written by both hosts' code.
import { randomBytes } from "node:crypto";

export function outboxEventId(): string {
  return `evt_${randomBytes(16).toString("hex")}`;
}
