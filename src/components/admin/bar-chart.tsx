/**
 * A horizontal bar chart drawn with SVG, no library: one labelled row per item, the bar's length in
 * proportion to the largest value. The picture is hidden from screen readers; a visually hidden
 * table beside it holds the same numbers.
 */
import { useId } from 'react';

export interface BarDatum {
  id: string;
  label: string;
  value: number;
}

export interface BarChartProps {
  /** What the chart shows, visible under it and the table's caption. */
  caption: string;
  /** Column headings of the text alternative, e.g. "Post" and "Views". */
  itemHeading: string;
  valueHeading: string;
  data: readonly BarDatum[];
  /** Shown instead of the chart when there is nothing to draw. */
  emptyText: string;
}

const numberFormat = new Intl.NumberFormat('en-US');

export function BarChart({ caption, itemHeading, valueHeading, data, emptyText }: BarChartProps) {
  const captionId = useId();
  const max = Math.max(1, ...data.map((datum) => datum.value));
  if (data.length === 0) {
    return <p className="py-6 text-center text-slate-600">{emptyText}</p>;
  }
  return (
    <figure aria-labelledby={captionId} className="m-0">
      <ol aria-hidden="true" className="space-y-4">
        {data.map((datum) => {
          const width = (datum.value / max) * 100;
          return (
            <li key={datum.id}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 font-medium break-words text-slate-800">{datum.label}</span>
                <span className="shrink-0 font-semibold text-slate-900 tabular-nums">{numberFormat.format(datum.value)}</span>
              </div>
              <svg
                viewBox="0 0 100 10"
                preserveAspectRatio="none"
                focusable="false"
                className="mt-1.5 block h-3 w-full overflow-hidden rounded-full"
              >
                <rect x="0" y="0" width="100" height="10" className="fill-slate-100" />
                <rect x="0" y="0" width={width} height="10" className="fill-brand-600" />
              </svg>
            </li>
          );
        })}
      </ol>
      <figcaption id={captionId} className="mt-4 text-xs text-slate-600">
        {caption}
      </figcaption>
      <table className="sr-only">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{itemHeading}</th>
            <th scope="col">{valueHeading}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((datum) => (
            <tr key={datum.id}>
              <th scope="row">{datum.label}</th>
              <td>{numberFormat.format(datum.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
