// Turns the `q` of a profile or history read into what the store is searched by. People paste URLs,
// so a scheme, `www.`, a port, a path and a trailing dot are dropped from the domain form.

export interface ProfileLookup {
  /** The text as a slug: trimmed and lowercased. */
  slug: string;
  /** The text as a host name. */
  domain: string;
  /** Under the reserved `.invalid` TLD (RFC 2606): never a record, and the store is not asked. */
  reservedInvalid: boolean;
}

export function profileLookup(q: string): ProfileLookup {
  const slug = q.trim().toLowerCase();
  const domain = slug
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, "")
    .replace(/[/?#].*$/, "")
    .replace(/^[^@]*@/, "")
    .replace(/:\d*$/, "")
    .replace(/\.+$/, "")
    .replace(/^www\./, "");
  return { slug, domain, reservedInvalid: domain === "invalid" || domain.endsWith(".invalid") };
}
