// Finds the files `svc lint` looks at: depth first in name order (so two runs list the same files),
// never following a symbolic link, skipping version-control and dependency folders, and stopping at a
// walk cap so a huge tree cannot run away with the machine.
import { lstat, readdir } from "node:fs/promises";
import path from "node:path";

export const DEFAULT_WALK_CAP = 10_000;
const IGNORED_DIRS = new Set([".git", ".hg", ".svn", "node_modules", ".terraform", ".next"]);

export interface WalkEntry {
  /** Path relative to the root, with forward slashes. */
  relative: string;
  absolute: string;
  /** Why the file was not opened, when it was not. */
  skipped?: string;
  unreadable?: string;
}

export interface Walk {
  entries: WalkEntry[];
  capReached: boolean;
}

export async function walkFiles(root: string, cap: number): Promise<Walk> {
  const entries: WalkEntry[] = [];
  let capReached = false;
  const rel = (p: string) => path.relative(root, p).split(path.sep).join("/") || path.basename(p);

  async function visit(dir: string): Promise<void> {
    let names: string[];
    try {
      names = (await readdir(dir)).sort();
    } catch (err) {
      entries.push({ relative: rel(dir), absolute: dir, unreadable: (err as NodeJS.ErrnoException).code ?? "unreadable" });
      return;
    }
    for (const name of names) {
      if (entries.length >= cap) {
        capReached = true;
        return;
      }
      const full = path.join(dir, name);
      const st = await lstat(full);
      if (st.isSymbolicLink()) entries.push({ relative: rel(full), absolute: full, skipped: "symbolic link, not followed" });
      else if (st.isDirectory()) {
        if (!IGNORED_DIRS.has(name)) await visit(full);
      } else if (st.isFile()) entries.push({ relative: rel(full), absolute: full });
    }
  }

  const st = await lstat(root);
  if (st.isDirectory()) await visit(root);
  else entries.push({ relative: path.basename(root), absolute: root });
  return { entries, capReached };
}
