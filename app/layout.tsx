import type { Metadata } from "next";
import type { ReactNode } from "react";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Public Trust Network", template: "%s · Public Trust Network" },
  description: "Source-labelled company profiles: what each company declared, what the service witnessed and when. No scores, no ratings.",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a className="skip" href="#main">Skip to content</a>
        <header className="site-header">
          <a href="/" className="brand">Public Trust Network</a>
          <nav aria-label="Main">
            <a href="/network">Directory</a>
            <a href="/compare">Compare</a>
            <a href="/methodology">Methodology</a>
          </nav>
        </header>
        <main id="main">{children}</main>
        <footer className="site-footer">
          <p>The service witnesses and dates facts. It never grades, scores, ranks or certifies a company.</p>
        </footer>
      </body>
    </html>
  );
}
