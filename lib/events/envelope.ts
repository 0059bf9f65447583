// The envelope of the endpoint and alert channels (2.6): id, type, created (epoch ms), data. The body is
// serialised once and those exact bytes are signed and sent.
export interface OutboxRow {
  id: string;
  workspaceId: string;
  type: string;
  data: unknown;
  createdAt: Date;
}

export function envelopeBody(event: OutboxRow): string {
  return JSON.stringify({ id: event.id, type: event.type, created: event.createdAt.getTime(), data: event.data ?? {} });
}
