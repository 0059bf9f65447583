// The compression middleware our server puts on every answer (lib/http/compression.ts): a client gone in
// the middle of a compressed answer must not leave its zlib stream (native memory) behind. The registry's
// compression (^1.8.2) destroys it when the response closes; Next's older compiled copy did not, and Next
// released it itself. A loopback socket of the test's own, no app.
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterEach, expect, it, vi } from "vitest";
import { compressAnswer } from "@/lib/http/compression";

afterEach(() => void vi.restoreAllMocks());

it("destroys the zlib stream of an answer whose client went before its end", async () => {
  const made: zlib.Gzip[] = [];
  const createGzip = zlib.createGzip;
  vi.spyOn(zlib, "createGzip").mockImplementation((options) => {
    const stream = createGzip(options);
    made.push(stream);
    return stream;
  });
  let closed!: () => void;
  const answerClosed = new Promise<void>((resolve) => (closed = resolve));
  // An answer that never ends: it writes until the socket pushes back, and again on every drain.
  const server = http.createServer((req, res) => {
    compressAnswer(req, res);
    res.setHeader("content-type", "application/json");
    res.once("close", () => setImmediate(closed));
    const chunk = Buffer.alloc(64 * 1024, "a");
    const fill = () => {
      while (res.write(chunk));
    };
    res.on("drain", fill);
    fill();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const req = http.get({ host: "127.0.0.1", port, headers: { "accept-encoding": "gzip" } }, (res) => {
      expect(res.headers["content-encoding"]).toBe("gzip");
      res.once("data", () => req.destroy());
    });
    req.on("error", () => {});
    await answerClosed;
  } finally {
    server.close();
  }
  expect(made).toHaveLength(1);
  expect(made[0]!.destroyed).toBe(true);
});
