import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';

interface AdminTableProps<T> {
  /** Names the table for screen readers and the scrolling region. */
  caption: string;
  columns: string[];
  rows: T[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  empty: string;
  row: (item: T, index: number) => ReactNode;
  /**
   * Tighter cells, for a table of many columns (Manage The Orders has ten); on a phone each
   * row becomes a card of label–value pairs instead of a table to scroll sideways. The cells
   * name their column with `data-label`.
   */
  dense?: boolean;
}

/**
 * An admin list: loading, failure and empty states, then a table that scrolls sideways on
 * narrow screens (focusable, so the keyboard can scroll it too).
 */
export function AdminTable<T>({ caption, columns, rows, loading, error, onRetry, empty, row, dense = false }: AdminTableProps<T>) {
  if (error) return <LoadError message={error} onRetry={onRetry} />;
  if (loading && !rows) return <Spinner label={`Loading ${caption.toLowerCase()}…`} />;
  if (!rows?.length) return <p className="empty muted">{empty}</p>;
  return (
    <div className="table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className={dense ? 'table table--dense table--cards' : 'table'}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows.map(row)}</tbody>
      </table>
    </div>
  );
}
