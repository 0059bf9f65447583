import type { Metadata } from "next";
import type { ReactNode } from "react";
import { SERVICE_NAME } from "@/lib/site/site-texts";
import { LinkList } from "@/app/_components/link-list";
import "@/app/globals.css";

export const metadata: Metadata = {
  title: { default: SERVICE_NAME, template: `%s · ${SERVICE_NAME}` },
  description:
    "Source-labelled company profiles: what each company declared, what the service witnessed and when. No scores, no ratings.",
};

const MAIN_NAV = [
  ["/network", "Directory"],
  ["/compare", "Compare"],
  ["/methodology", "Methodology"],
  ["/how-to-read", "How to read a profile"],
  ["/sign-in", "Sign in"],
] as const;

const FOR_MACHINES = [
  ["/llms.txt", "llms.txt"],
  ["/openapi.json", "OpenAPI"],
  ["/interfaces.json", "Interfaces"],
  ["/methodology.md", "Methodology as Markdown"],
  ["/legal", "Legal"],
] as const;

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
              <LinkList links={MAIN_NAV} />
            </nav>
          </div>
        </header>
        <main id="main">{children}</main>
        <footer className="site-footer">
          <div className="bar">
            <p>The service witnesses and dates facts. It never grades, scores, ranks or certifies a company.</p>
            <LinkList links={FOR_MACHINES} label="For machines" />
          </div>
        </footer>
      </body>
    </html>
  );
}
