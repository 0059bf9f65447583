// What a cached page shows, as tags, and which tags each change touches (docs/pages.md, Page cache). A page is
// tagged by its address (pageTags); a change names its event (tagsOfEvent) and bumps those tags' versions
// in the very transaction that makes the change (tag-versions.ts). The two lists meet here, in one file,
// so a tag a page declares and no event bumps (or the reverse) is visible at a glance.

/** The changes that alter a cached page, named as the outbox and change feed name them. */
export type PageEvent =
  /** A record version (published, updated, corrected or withdrawn): the profile and the directory row. */
  | { type: "record.version"; slug: string }
  /** A reading landed: the profile's continuity and last reading, and the directory's "last read". */
  | { type: "reading.landed"; slug: string }
  /** A signing key was added, retired or revoked: every page that shows a statement's key. */
  | { type: "key.lifecycle" }
  /** A rule set was published: every page that shows a rule set's version. */
  | { type: "rule_set.published" };

export const DIRECTORY_TAG = "directory";
export const KEYS_TAG = "keys";
export const RULES_TAG = "rules";

export function companyTag(slug: string): string {
  return `company:${slug.toLowerCase()}`;
}

export function compareTag(handles: string[]): string {
  return `compare:${[...handles]
    .map((h) => h.toLowerCase())
    .sort()
    .join(",")}`;
}

export function tagsOfEvent(event: PageEvent): string[] {
  switch (event.type) {
    case "record.version":
    case "reading.landed":
      return [companyTag(event.slug), DIRECTORY_TAG];
    case "key.lifecycle":
      return [KEYS_TAG];
    case "rule_set.published":
      return [RULES_TAG];
  }
}

const COMPANY = /^\/network\/company\/([^/]+?)(\.md|\/llms\.txt)?\/?$/;
const DIRECTORY = /^\/network(\.md)?\/?$/;
const HOME = /^\/(index\.md)?$/;
const COMPARE = /^\/compare(\.md)?\/?$/;
const MAX_COMPARED = 4;

/**
 * The tags of a cacheable page at this address, or null: the page is not cached (a signed-in page, a form,
 * anything not listed). The home page shows nothing from the database: it has no tag and changes only
 * with a deployment (the build id is part of every key).
 */
export function pageTags(path: string, search: URLSearchParams): string[] | null {
  const company = COMPANY.exec(path);
  if (company) {
    let slug: string;
    try {
      slug = decodeURIComponent(company[1]);
    } catch {
      return null;
    }
    return [companyTag(slug), KEYS_TAG];
  }
  if (DIRECTORY.test(path)) return [DIRECTORY_TAG];
  if (HOME.test(path)) return [];
  if (COMPARE.test(path)) {
    const handles = search
      .getAll("handles")
      .join(",")
      .split(",")
      .map((h) => h.trim())
      .filter(Boolean);
    // Only a comparison of published handles is worth keeping: two to four of them.
    if (handles.length < 2 || handles.length > MAX_COMPARED) return null;
    // A handle may be a domain: the directory tag (bumped by every record version and reading) covers the
    // company it names, and the form's list of companies.
    return [compareTag(handles), ...handles.map(companyTag), DIRECTORY_TAG, KEYS_TAG];
  }
  return null;
}
