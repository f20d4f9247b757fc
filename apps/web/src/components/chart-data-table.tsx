/** What a chart shows, in words and numbers, for those who cannot see it. */
export interface ChartText {
  /** One sentence: what the chart shows. */
  caption: string;
  headers: string[];
  rows: string[][];
}

/** A chart's numbers as a plain table, for screen readers (its parent hides it from sight). */
export function ChartDataTable({ title, text }: { title: string; text: ChartText }) {
  return (
    <table>
      <caption>Data of the chart: {title}</caption>
      <thead>
        <tr>
          {text.headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {text.rows.map(([name, ...values], row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional; two technologies may share a name
          <tr key={row}>
            <th scope="row">{name}</th>
            {values.map((value, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
              <td key={index}>{value}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
