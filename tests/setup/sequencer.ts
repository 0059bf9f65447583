// The order files start in: first those that start processes of their own (the service as a child, an
// operator task, the `svc` client, a second database) or say they are long-running, then the rest, each
// group as vitest orders it (longest first when it has timings cached, else largest first). Such a file
// runs for half a minute or more; started last on a clean clone, it would keep one worker busy while the
// others sat idle.
import { readFileSync } from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const STARTS_PROCESSES = /\b(startEntry|runTask|runOperatorTask|startAppInstance|startSecondInstance|runSvc|startPrivatePostgres)\(/;
const SAYS_LONG_RUNNING = /^\/\/ long-running \(/m;

const runsLong = (file: string): boolean => {
  const text = readFileSync(file, "utf8");
  return STARTS_PROCESSES.test(text) || SAYS_LONG_RUNNING.test(text);
};

export default class LongRunningFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = new Set(sorted.filter((f) => runsLong(f.moduleId)));
    return [...sorted.filter((f) => long.has(f)), ...sorted.filter((f) => !long.has(f))];
  }
}
