// The regulatory change feed: one entry per rule added, removed or changed by each published rule-set
// version, oldest first, 100 per page. The cursor is opaque and authenticated (HMAC with CURSOR_SECRET
// under its own label), so a cursor of another list, or an altered one, is refused rather than reset.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "@/lib/platform/db/client";
import { Refusal } from "@/lib/platform/refusal";
import { secret } from "@/lib/platform/secrets";

const PREFIX = "eu1.";
const LABEL = "svc-eu-rule-changes-cursor-v1\n";
export const CHANGES_PAGE_MAX = 100;

function mac(payload: string): Buffer {
  return createHmac("sha256", secret("CURSOR_SECRET"))
    .update(LABEL + payload)
    .digest();
}

export function encodeRuleChangeCursor(seq: number): string {
  const payload = Buffer.from(String(seq)).toString("base64url");
  return `${PREFIX}${payload}.${mac(payload).toString("base64url")}`;
}

function refuse(reason: string): never {
  const message = `Invalid cursor: ${reason}. Start again without \`after\`.`;
  throw new Refusal("invalid_cursor", { message, errors: [{ in: "query", name: "after", message }] });
}

export function decodeRuleChangeCursor(cursor: string): number {
  if (!cursor.startsWith(PREFIX)) refuse("not a cursor of this feed");
  const [payload, signature, ...rest] = cursor.slice(PREFIX.length).split(".");
  if (!payload || !signature || rest.length) refuse("malformed cursor");
  const given = Buffer.from(signature, "base64url");
  const expected = mac(payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    refuse("the cursor was altered or was not issued by this feed");
  const seq = Number(Buffer.from(payload, "base64url").toString("utf8"));
  if (!Number.isSafeInteger(seq) || seq < 0) refuse("malformed cursor");
  return seq;
}

export async function readRuleChanges(db: Db, opts: { after?: string; limit?: number }) {
  const afterSeq = opts.after ? decodeRuleChangeCursor(opts.after) : 0;
  const limit = Math.min(CHANGES_PAGE_MAX, opts.limit ?? CHANGES_PAGE_MAX);
  const rows = await db.euRuleChange.findMany({ where: { seq: { gt: afterSeq } }, orderBy: { seq: "asc" }, take: limit + 1 });
  const page = rows.slice(0, limit);
  const changes = page.map((r) => {
    const details = r.details as { fields?: string[]; before?: unknown; after?: unknown };
    return {
      id: encodeRuleChangeCursor(r.seq),
      version: r.version,
      rule_id: r.ruleId,
      change: r.change as "added" | "removed" | "changed",
      article: r.article,
      fields: details.fields ?? [],
      before: details.before ?? null,
      after: details.after ?? null,
      sources: r.sources,
      published_at: r.publishedAt.toISOString(),
    };
  });
  const last = page.at(-1);
  return { changes, next_cursor: last ? encodeRuleChangeCursor(last.seq) : (opts.after ?? null), has_more: rows.length > limit };
}
