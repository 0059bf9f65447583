// The routes this process serves: every contract, less a page its configuration turns off (the
// development mailbox in production), so the documents and /interfaces.json never list a 404.
import { ALL_ROUTES } from "@/lib/contracts";
import type { RouteContract } from "@/lib/http/contract";
import { DEV_MAILBOX_PATH, devMailboxShown } from "@/lib/platform/mail/dev-mailbox-shown";

export function servedRoutes(): RouteContract[] {
  return devMailboxShown() ? ALL_ROUTES : ALL_ROUTES.filter((r) => r.path !== DEV_MAILBOX_PATH);
}
