// A table of rows under column headings, or a sentence when there are no rows: the shape every list page and
// reference table shares. A column marked `rowHeader` names its row (`<th scope="row">`) for screen readers.
import type { ReactNode } from "react";

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  rowHeader?: boolean;
}

export function DataTable<T>({
  rows,
  rowKey,
  columns,
  caption,
  captionClass,
  empty,
}: {
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: Column<T>[];
  caption?: ReactNode;
  captionClass?: string;
  /** Said instead of the table when there are no rows; without it an empty table is still drawn. */
  empty?: string;
}) {
  if (rows.length === 0 && empty !== undefined) return <p>{empty}</p>;
  return (
    <table>
      {caption ? <caption className={captionClass}>{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((c) => (
            <th scope="col" key={c.header}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((c) =>
              c.rowHeader ? (
                <th scope="row" key={c.header}>
                  {c.cell(row)}
                </th>
              ) : (
                <td key={c.header}>{c.cell(row)}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
