// The registry reachable here serves no macOS or Windows builds of platform packages (e.g. @next/swc-darwin-*),
// so `npm install` leaves them out of package-lock.json and `npm ci` then refuses the lock as out of sync.
// This records each missing optional platform package as an optional entry (no download address): npm ci
// accepts the lock, skips what does not fit this machine, and tolerates what it cannot fetch. Idempotent.
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
let added = 0;
for (const [where, pkg] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const nested = `${where ? `${where}/` : ""}node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    lock.packages[`node_modules/${name}`] = { version, optional: true };
    added++;
  }
}
if (added) {
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
  writeFileSync(file, JSON.stringify(lock, null, 2) + "\n");
}
console.log(`lock-optional-platforms: ${added} optional platform entr${added === 1 ? "y" : "ies"} added`);
