// The offline verification steps as an ordered list.
import type { PublicUrls } from "@/lib/site/urls";
import { verifyOfflineSteps } from "@/lib/site/verify-offline";

export function VerifyOffline({ urls }: { urls: PublicUrls }) {
  return (
    <ol className="steps">
      {verifyOfflineSteps(urls).map((step) => (
        <li key={step.text}>
          <p>{step.text}</p>
          {step.code ? (
            <pre tabIndex={0} aria-label="Command">
              <code>{step.code}</code>
            </pre>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
