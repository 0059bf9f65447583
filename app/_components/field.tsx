// One labelled form control on its own line, with an optional hint the control points at (aria-describedby).
import type { ReactNode } from "react";

export function Field({
  id,
  label,
  help,
  children,
}: {
  id: string;
  label: ReactNode;
  help?: { id: string; text: ReactNode };
  children: ReactNode;
}) {
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <br />
      {children}
      {help ? (
        <>
          <br />
          <small id={help.id}>{help.text}</small>
        </>
      ) : null}
    </p>
  );
}
