// A workspace's inbox: the access requests (`ar_…`) and buyer intents (`in_…`) sent to its companies,
// newest first, paged by a keyset (created_at, id) across both. States: new, answered (shared), declined,
// expired (unanswered for 30 days on the injected clock). The requester's address leaves this module only
// for owners and admins.
import type { Db } from "@/lib/platform/db/client";
import { nothingMore, type InSameTransaction } from "@/lib/platform/db/in-same-transaction";
import { Refusal } from "@/lib/platform/refusal";
import type { Prisma } from "@/lib/platform/db/generated/client";

export const EXPIRY_DAYS = 30;
type Kind = "access_request" | "intent";
type State = "new" | "answered" | "declined" | "expired";

const PREFIX: Record<Kind, string> = { access_request: "ar_", intent: "in_" };

export interface InboxItem {
  id: string;
  kind: Kind;
  state: State;
  company: string;
  created_at: string;
  name: string | null;
  email: string | null;
  buyer_company: string | null;
  document: string | null;
  message: string | null;
  answer: {
    decision: "share" | "decline";
    message: string | null;
    document_url: string | null;
    answered_at: string;
    answered_by: string | null;
  } | null;
}

interface Row {
  id: string;
  createdAt: Date;
  companySlug: string;
  email: string | null;
  name: string | null;
  buyerCompany: string | null;
  document: string | null;
  message: string | null;
  decision: string | null;
  answerMessage: string | null;
  documentUrl: string | null;
  answeredAt: Date | null;
  answeredById: string | null;
}

interface Cursor {
  t: number;
  id: string;
}

function encodeCursor(c: Cursor): string {
  return Buffer.from(`${c.t}.${c.id}`).toString("base64url");
}

function decodeCursor(raw: string): Cursor {
  const m = Buffer.from(raw, "base64url")
    .toString()
    .match(/^(\d{1,15})\.((?:ar|in)_[A-Za-z0-9_-]{1,80})$/);
  if (!m)
    throw new Refusal("invalid_cursor", {
      message: "The cursor is not one this list gave out.",
      errors: [{ in: "query", name: "cursor", message: "unknown cursor" }],
    });
  return { t: Number(m[1]), id: m[2] };
}

function expiryLine(now: Date): Date {
  return new Date(now.getTime() - EXPIRY_DAYS * 86_400_000);
}

function stateOf(r: { decision: string | null; createdAt: Date }, now: Date): State {
  if (r.decision === "share") return "answered";
  if (r.decision === "decline") return "declined";
  return r.createdAt <= expiryLine(now) ? "expired" : "new";
}

/** The where clause of a state, for either table. */
function stateWhere(state: State | undefined, now: Date) {
  switch (state) {
    case "answered":
      return { decision: "share" };
    case "declined":
      return { decision: "decline" };
    case "new":
      return { decision: null, createdAt: { gt: expiryLine(now) } };
    case "expired":
      return { decision: null, createdAt: { lte: expiryLine(now) } };
    default:
      return {};
  }
}

/** Rows before the cursor in (created_at desc, prefixed id desc) order, for the table of `prefix`. */
function beforeCursor(cursor: Cursor | null, prefix: string) {
  if (!cursor) return {};
  const at = new Date(cursor.t);
  const cp = cursor.id.slice(0, 3);
  const sameInstant = prefix < cp ? [{ createdAt: at }] : prefix === cp ? [{ createdAt: at, id: { lt: cursor.id.slice(3) } }] : [];
  return { OR: [{ createdAt: { lt: at } }, ...sameInstant] };
}

const ANSWER_FIELDS = { decision: true, answerMessage: true, documentUrl: true, answeredAt: true, answeredById: true } as const;

async function accessRows(db: Db, where: Prisma.AccessRequestWhereInput, take: number): Promise<Row[]> {
  const rows = await db.accessRequest.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: {
      id: true,
      createdAt: true,
      email: true,
      name: true,
      company: true,
      document: true,
      reason: true,
      target: { select: { slug: true } },
      ...ANSWER_FIELDS,
    },
  });
  return rows.map((r) => ({
    ...r,
    id: PREFIX.access_request + r.id,
    companySlug: r.target.slug,
    buyerCompany: r.company,
    message: r.reason,
  }));
}

async function intentRows(db: Db, where: Prisma.LeadWhereInput, take: number): Promise<Row[]> {
  const rows = await db.lead.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: {
      id: true,
      createdAt: true,
      buyerEmail: true,
      buyerCompany: true,
      message: true,
      company: { select: { slug: true } },
      ...ANSWER_FIELDS,
    },
  });
  return rows.map((r) => ({
    ...r,
    id: PREFIX.intent + r.id,
    companySlug: r.company.slug,
    email: r.buyerEmail,
    name: null,
    document: null,
  }));
}

async function answerers(db: Db, rows: Row[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map((r) => r.answeredById).filter((x): x is string => !!x))];
  if (ids.length === 0) return new Map();
  const users = await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, email: true } });
  return new Map(users.map((u) => [u.id, u.email]));
}

function itemOf(r: Row, now: Date, showAddress: boolean, by: Map<string, string>): InboxItem {
  const kind: Kind = r.id.startsWith(PREFIX.access_request) ? "access_request" : "intent";
  return {
    id: r.id,
    kind,
    state: stateOf(r, now),
    company: r.companySlug,
    created_at: r.createdAt.toISOString(),
    name: r.name,
    email: showAddress ? r.email : null,
    buyer_company: r.buyerCompany,
    document: r.document,
    message: r.message,
    answer:
      r.decision && r.answeredAt
        ? {
            decision: r.decision as "share" | "decline",
            message: r.answerMessage,
            document_url: r.documentUrl,
            answered_at: r.answeredAt.toISOString(),
            answered_by: r.answeredById ? (by.get(r.answeredById) ?? null) : null,
          }
        : null,
  };
}

export interface ListInboxOptions {
  workspaceId: string;
  kind?: Kind;
  state?: State;
  cursor?: string;
  limit: number;
  showAddress: boolean;
  now: Date;
}

export async function listInbox(db: Db, o: ListInboxOptions): Promise<{ items: InboxItem[]; next_cursor: string | null }> {
  const cursor = o.cursor ? decodeCursor(o.cursor) : null;
  const take = o.limit + 1;
  const state = stateWhere(o.state, o.now);
  const [a, b] = await Promise.all([
    o.kind === "intent"
      ? []
      : accessRows(db, { target: { workspaceId: o.workspaceId }, ...state, ...beforeCursor(cursor, PREFIX.access_request) }, take),
    o.kind === "access_request"
      ? []
      : intentRows(db, { company: { workspaceId: o.workspaceId }, ...state, ...beforeCursor(cursor, PREFIX.intent) }, take),
  ]);
  const merged = [...a, ...b].sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime() || (x.id < y.id ? 1 : x.id > y.id ? -1 : 0));
  const page = merged.slice(0, o.limit);
  const last = page.at(-1);
  const by = await answerers(db, page);
  return {
    items: page.map((r) => itemOf(r, o.now, o.showAddress, by)),
    next_cursor: merged.length > o.limit && last ? encodeCursor({ t: last.createdAt.getTime(), id: last.id }) : null,
  };
}

/** Unanswered items younger than 30 days: the count in the workspace menu. */
export async function newCount(db: Db, workspaceId: string, now: Date): Promise<number> {
  const fresh = { decision: null, createdAt: { gt: expiryLine(now) } };
  const [a, b] = await Promise.all([
    db.accessRequest.count({ where: { target: { workspaceId }, ...fresh } }),
    db.lead.count({ where: { company: { workspaceId }, ...fresh } }),
  ]);
  return a + b;
}

async function rowOf(db: Db, workspaceId: string, id: string): Promise<Row> {
  const raw = id.slice(3);
  const rows = id.startsWith(PREFIX.access_request)
    ? await accessRows(db, { id: raw, target: { workspaceId } }, 1)
    : await intentRows(db, { id: raw, company: { workspaceId } }, 1);
  if (!rows[0]) throw new Refusal("not_found", { message: "No request with this id in your workspace." });
  return rows[0];
}

export interface AnswerOptions {
  workspaceId: string;
  id: string;
  decision: "share" | "decline";
  message?: string;
  documentUrl?: string;
  answeredById: string;
  now: Date;
}

export interface Answered {
  row: Row;
  recorded: boolean;
  mailTo: string | null;
}

/**
 * Records the answer once. Returns the requester's address to mail when this call recorded it (null on a
 * repeat, which changes nothing, or for an intent without an address). `record` runs in the answer's
 * transaction when this call records it: the answer and its audit row commit together.
 */
export async function answerRequest(db: Db, o: AnswerOptions, record: InSameTransaction<Answered> = nothingMore): Promise<Answered> {
  const row = await rowOf(db, o.workspaceId, o.id);
  if (row.decision) return { row, recorded: false, mailTo: null };
  const data = {
    decision: o.decision,
    answerMessage: o.message ?? null,
    documentUrl: o.documentUrl ?? null,
    answeredAt: o.now,
    answeredById: o.answeredById,
  };
  const raw = o.id.slice(3);
  // Conditional on no answer yet: of two answers racing, one records and mails; the other is a repeat.
  return db.$transaction(async (tx) => {
    const { count } = o.id.startsWith(PREFIX.access_request)
      ? await tx.accessRequest.updateMany({ where: { id: raw, decision: null }, data })
      : await tx.lead.updateMany({ where: { id: raw, decision: null }, data });
    const after = await rowOf(tx as Db, o.workspaceId, o.id);
    const answered = { row: after, recorded: count === 1, mailTo: count === 1 ? after.email : null };
    if (answered.recorded) await record(tx as Db, answered);
    return answered;
  });
}

export function inboxItem(row: Row, now: Date, showAddress: boolean, answeredBy: string | null): InboxItem {
  return itemOf(row, now, showAddress, new Map(row.answeredById && answeredBy ? [[row.answeredById, answeredBy]] : []));
}
