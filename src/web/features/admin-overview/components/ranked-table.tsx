import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

interface RankedTableProps {
  title: string;
  /** The column headers; the first names the row. */
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  empty: string;
}

/** A small card with a table of the top entries (products, categories, discount codes). */
export function RankedTable({ title, columns, rows, empty }: RankedTableProps) {
  return (
    <Card aria-label={title}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="py-4 text-sm text-slate-600">{empty}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-left text-slate-600">
                  {columns.map((column, index) => (
                    <th
                      key={column}
                      scope="col"
                      className={
                        index === 0 ? 'py-2 pr-3 font-semibold' : 'py-2 pl-3 text-right font-semibold'
                      }
                    >
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key} className="border-b border-slate-100 last:border-0">
                    {row.cells.map((cell, index) =>
                      index === 0 ? (
                        <th
                          key={columns[index]}
                          scope="row"
                          className="py-2 pr-3 text-left font-medium break-words text-slate-900"
                        >
                          {cell}
                        </th>
                      ) : (
                        <td
                          key={columns[index]}
                          className="py-2 pl-3 text-right whitespace-nowrap text-slate-700 tabular-nums"
                        >
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
