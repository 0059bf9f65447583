// A request written byte for byte on a socket, for what no HTTP client will send: absolute-form targets,
// repeated headers, malformed escapes left as they are.
import net from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function rawRequest(port: number, lines: string[], body = ""): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy(new Error("raw request timed out")));
    socket.on("data", (c) => chunks.push(c));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const split = text.indexOf("\r\n\r\n");
      const head = text.slice(0, split).split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of head.slice(1)) {
        const i = line.indexOf(":");
        headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      let rest = text.slice(split + 4);
      if (/chunked/i.test(headers["transfer-encoding"] ?? "")) {
        let out = "";
        while (rest.length) {
          const nl = rest.indexOf("\r\n");
          const size = parseInt(rest.slice(0, nl), 16);
          if (!size) break;
          out += rest.slice(nl + 2, nl + 2 + size);
          rest = rest.slice(nl + 2 + size + 2);
        }
        rest = out;
      }
      resolve({ status: Number(head[0]?.split(" ")[1]), headers, body: rest });
    });
    socket.write([...lines, "Connection: close", `Content-Length: ${Buffer.byteLength(body)}`, "", body].join("\r\n"));
  });
}
