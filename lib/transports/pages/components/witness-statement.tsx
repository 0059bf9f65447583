// The signed witness statement of the last reading, shown byte for byte, with how to verify it offline.
// It is the only thing the service signs; the page says so, so no one reads the signature as covering more.
import type { z } from "zod";
import type { WitnessStatementSchema } from "@/lib/schemas/network-profile";
import type { PublicUrls } from "@/lib/site/urls";
import { VerifyOffline } from "@/lib/transports/pages/components/verify-offline";

/** The record's `witnessStatement` (spec 2.7). */
export type WitnessStatementProps = z.infer<typeof WitnessStatementSchema>;

export interface WitnessStatementBlockProps {
  /** Absent for readings signed before statements existed, or when the last reading observed nothing. */
  statement: WitnessStatementProps | undefined;
  urls: PublicUrls;
}

export function WitnessStatementBlock({ statement, urls }: WitnessStatementBlockProps) {
  if (!statement) {
    return (
      <p className="quiet">
        No witness statement accompanies the last reading: it was taken before statements were signed, or it brought back no
        observation. Nothing else on this page is signed.
      </p>
    );
  }
  return (
    <div className="statement">
      <p>
        The only signed part of this record: what the last reading found, with no verdict. The facts above and the company&apos;s text
        are not signed.
      </p>
      <dl className="pairs">
        <dt>Algorithm</dt>
        <dd>{statement.alg}</dd>
        <dt>Canonical form</dt>
        <dd>{statement.canonicalization}</dd>
        <dt>Key id</dt>
        <dd>
          <code>{statement.key_id}</code>
        </dd>
        <dt>Signature</dt>
        <dd>
          <code className="wrap">{statement.signature}</code>
        </dd>
      </dl>
      <h3>Payload (the exact bytes signed)</h3>
      <pre tabIndex={0} aria-label="Signed payload" className="payload">
        <code>{statement.payload}</code>
      </pre>
      <details>
        <summary>How to verify this statement offline</summary>
        <VerifyOffline urls={urls} />
      </details>
    </div>
  );
}
