import type { Metadata } from "next";
import type { ReactNode } from "react";
import { SERVICE_NAME } from "@/lib/pages/site-texts";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: SERVICE_NAME, template: `%s · ${SERVICE_NAME}` },
  description: "Source-labelled company profiles: what each company declared, what the service witnessed and when. No scores, no ratings.",
};

// Server-rendered and complete without JavaScript: no client component, no script is needed to read.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a className="skip" href="#main">
          Skip to content
        </a>
        <header className="site-header">
          <div className="bar">
            <a href="/" className="brand">
              {SERVICE_NAME}
            </a>
            <nav aria-label="Main">
              <ul>
                <li>
                  <a href="/network">Directory</a>
                </li>
                <li>
                  <a href="/compare">Compare</a>
                </li>
                <li>
                  <a href="/methodology">Methodology</a>
                </li>
                <li>
                  <a href="/how-to-read">How to read a profile</a>
                </li>
                <li>
                  <a href="/sign-in">Sign in</a>
                </li>
              </ul>
            </nav>
          </div>
        </header>
        <main id="main">{children}</main>
        <footer className="site-footer">
          <div className="bar">
            <p>The service witnesses and dates facts. It never grades, scores, ranks or certifies a company.</p>
            <ul aria-label="For machines">
              <li>
                <a href="/llms.txt">llms.txt</a>
              </li>
              <li>
                <a href="/openapi.json">OpenAPI</a>
              </li>
              <li>
                <a href="/interfaces.json">Interfaces</a>
              </li>
              <li>
                <a href="/methodology.md">Methodology as Markdown</a>
              </li>
              <li>
                <a href="/legal">Legal</a>
              </li>
            </ul>
          </div>
        </footer>
      </body>
    </html>
  );
}
