// A real SMTP server for mail tests (smtp-server, plain loopback, no auth): it keeps every message it
// accepts, and can be stopped and started again on the same port to play an outage.
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { freeStablePort } from "@/tests/helpers/free-port";

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const port = await freeStablePort();
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
            received.push({ to, subject: parsed.subject ?? "", text: parsed.text ?? "" });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server!.once("error", reject);
      server!.listen(port, "127.0.0.1", () => resolve());
    });
  };
  await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    start,
    async stop() {
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
}
