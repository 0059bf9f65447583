// What a batch target names: a profile slug or a company domain. Clients paste domains in many forms,
// so "HTTPS://www.Example.com/about" and "example.com." both look up "example.com"; anything that
// is still not a slug or domain after that is refused as a malformed target.

// The slug pattern of the spec (Part 4), which every company domain also satisfies.
const IDENTIFIER = /^[a-z0-9](?:[a-z0-9.-]{0,98}[a-z0-9])?$/;

export function targetKey(q: string): string | null {
  let text = q.trim().toLowerCase();
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(text)) {
    try {
      text = new URL(text).hostname;
    } catch {
      return null;
    }
  }
  text = text.replace(/\.$/, "").replace(/^www\./, "");
  return IDENTIFIER.test(text) ? text : null;
}
