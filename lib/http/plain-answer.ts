// A handler's answer as plain data: status, headers and the body text. route() turns it into a Response for
// Next; the hot reads (lib/transports/server/hot-reads.ts) write it to the socket as it is, without a WHATWG Response
// and without reading a body stream back (docs/performance.md: on the profile read that plumbing cost
// more than the handler's own work).

export interface PlainAnswer {
  status: number;
  headers: Headers;
  /** null: no body (304, HEAD). */
  body: string | null;
}

/** What route() reads of an answer either way. */
export type AnyAnswer = Response | PlainAnswer;

export function plainAnswer(body: string | null, init: { status?: number; headers: Headers }): PlainAnswer {
  // As the Response constructor does for a text body without a type, so both paths send the same header.
  if (body !== null && !init.headers.has("content-type")) init.headers.set("content-type", "text/plain;charset=UTF-8");
  return { status: init.status ?? 200, headers: init.headers, body };
}

export function isOk(answer: AnyAnswer): boolean {
  return answer.status >= 200 && answer.status <= 299;
}

export function toResponse(answer: AnyAnswer): Response {
  return answer instanceof Response ? answer : new Response(answer.body, { status: answer.status, headers: answer.headers });
}
