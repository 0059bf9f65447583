// The compression middleware (expressjs/compression, from the registry) for every answer our node:http
// server sends: Next's (its own compression is off in next.config.mjs, so the page cache can keep an answer
// before it is encoded), the page cache's and the hot routes'. Its types are Express's; it uses only what
// node:http's request and response have.
import type { IncomingMessage, ServerResponse } from "node:http";
import compression from "compression";
import vary from "vary";

type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

// One instance for all: the middleware keeps nothing between requests.
const middleware = compression() as unknown as NodeMiddleware;
const filter = compression.filter as unknown as (req: IncomingMessage, res: ServerResponse) => boolean;

function proceed() {}

/**
 * Encodes what is written to `res` from now on as the request's Accept-Encoding asks (br, gzip, deflate).
 * A client gone mid-answer leaves no zlib stream behind: the middleware (^1.8.2) destroys its stream when
 * the response closes, so nothing of ours has to release it.
 */
export function compressAnswer(req: IncomingMessage, res: ServerResponse): void {
  middleware(req, res, proceed);
}

/**
 * For an answer sent without the middleware to a client that names no encoding (it would send identity):
 * the Vary the middleware would add, Accept-Encoding on an answer of a type it compresses.
 */
export function varyOnEncoding(req: IncomingMessage, res: ServerResponse): void {
  if (filter(req, res)) vary(res, "Accept-Encoding");
}
