// A page section named by its own heading, so landmarks and the outline read the same.
import type { ReactNode } from "react";

export function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
