// Next's own copy of the `compression` middleware (expressjs/compression), which Next applies to every
// answer; our hot reads apply the same one so their answers are encoded exactly as Next's are.
declare module "next/dist/compiled/compression" {
  import type { IncomingMessage, ServerResponse } from "node:http";
  export default function compression(): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}
