// A small figures table that scrolls inside itself on narrow phones instead of widening the page.
export interface ProgressTableProps {
  caption: string;
  columns: string[];
  rows: (string | number)[][];
}

export function ProgressTable({ caption, columns, rows }: ProgressTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[18rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-brand-100 text-left text-muted">
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={`py-2 pr-3 font-medium ${index > 0 ? 'text-right' : ''}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[0])} className="border-b border-brand-50 last:border-0">
              {row.map((cell, index) => (
                <td
                  key={index}
                  className={`py-2 pr-3 ${index > 0 ? 'text-right tabular-nums' : 'break-words'}`}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
