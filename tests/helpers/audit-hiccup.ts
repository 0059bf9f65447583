// Makes the audit log's store fail inside the database, for one action at a time: a trigger on "AuditEvent"
// raises, as a store that stops answering would, while everything else of the request works.
import type { Db } from "@/lib/platform/db/client";
import type { AuditAction } from "@/lib/vocabulary/audit-actions";

/** Installs the raising function once per database (a file's beforeAll). */
export async function installAuditHiccup(db: Db): Promise<void> {
  await db.$executeRawUnsafe(
    `CREATE FUNCTION audit_store_hiccup() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit store hiccup'; END $$`,
  );
}

/** Runs `call` while every audit insert of `action` fails in the database; the trigger is gone afterwards. */
export async function whileAuditFails<T>(db: Db, action: AuditAction, call: () => Promise<T>): Promise<T> {
  await db.$executeRawUnsafe(
    `CREATE TRIGGER audit_fails BEFORE INSERT ON "AuditEvent" FOR EACH ROW ` +
      `WHEN (NEW.action = '${action}') EXECUTE FUNCTION audit_store_hiccup()`,
  );
  try {
    return await call();
  } finally {
    await db.$executeRawUnsafe(`DROP TRIGGER audit_fails ON "AuditEvent"`);
  }
}

/** Runs `call` while every change of a session's workspace fails in the database (the same raising function). */
export async function whileSessionMoveFails<T>(db: Db, call: () => Promise<T>): Promise<T> {
  await db.$executeRawUnsafe(
    `CREATE TRIGGER session_move_fails BEFORE UPDATE ON "Session" FOR EACH ROW ` +
      `WHEN (OLD."workspaceId" IS DISTINCT FROM NEW."workspaceId") EXECUTE FUNCTION audit_store_hiccup()`,
  );
  try {
    return await call();
  } finally {
    await db.$executeRawUnsafe(`DROP TRIGGER session_move_fails ON "Session"`);
  }
}
