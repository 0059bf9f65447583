// The referrer kept with a view: origin and path only, since query strings and fragments often carry
// personal data or session tokens.
const MAX = 512;

export function keptReferrer(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const u = new URL(raw);
    if (u.protocol !== "http:" && u.protocol !== "https:") return null;
    return `${u.origin}${u.pathname}`.slice(0, MAX);
  } catch {
    return null;
  }
}
