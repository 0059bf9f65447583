// The roles a member holds in a workspace, highest first. A contract's `role` names the least role its
// route needs (lib/http/contract.ts); route() refuses a signed-in caller below it with 403 before reading
// anything else of the request. The roles table of docs/api-web.md lists the routes of each.
export const ROLES = ["owner", "admin", "member"] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** Whether `held` is `needed` or above it (an unknown role is below every role). */
export function roleAllows(held: string, needed: Role): boolean {
  return isRole(held) && ROLES.indexOf(held) <= ROLES.indexOf(needed);
}
