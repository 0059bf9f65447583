// One spelling of an address for storage and lookup.
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
