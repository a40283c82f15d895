import type { ReactNode } from 'react';

export interface FigureRow {
  key: string | number;
  /** The row's name: its header cell. */
  name: ReactNode;
  /** The row's figures, right-aligned under the columns after the first. */
  figures: ReactNode[];
}

interface FigureTableProps {
  /** Names the table for screen readers; visible only as the section's heading. */
  caption: string;
  /** The name column's heading, then one per figure (an empty one for a column of buttons). */
  columns: string[];
  rows: FigureRow[];
}

/** A small table of named figures, as the overview lists them: each row headed by its name. */
export function FigureTable({ caption, columns, rows }: FigureTableProps) {
  const [nameColumn, ...figureColumns] = columns;
  return (
    <table className="table table--compact">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{nameColumn}</th>
          {figureColumns.map((column, index) =>
            column ? (
              <th key={column} scope="col" className="numeric">
                {column}
              </th>
            ) : (
              <td key={`empty-${index}`} />
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.name}</th>
            {row.figures.map((figure, index) => (
              <td key={index} className="numeric">
                {figure}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
