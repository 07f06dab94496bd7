/**
 * A stacked column chart drawn with SVG, no library: one column per period, split into series
 * (e.g. enquiries by status), with a legend in words so colour is never the only cue. The picture
 * is hidden from screen readers; a visually hidden table beside it holds the same numbers.
 */
import { useId } from 'react';

export interface StackedSeries<K extends string> {
  key: K;
  label: string;
  /** A Tailwind fill class for the SVG and a background class for the legend swatch. */
  fill: string;
  swatch: string;
}

export interface StackedDatum<K extends string> {
  key: string;
  /** Under the column ("Mar"). */
  shortLabel: string;
  /** In the table ("March 2026"). */
  label: string;
  values: Record<K, number>;
}

export interface StackedBarChartProps<K extends string> {
  caption: string;
  periodHeading: string;
  series: readonly StackedSeries<K>[];
  data: readonly StackedDatum<K>[];
}

const numberFormat = new Intl.NumberFormat('en-US');

/** Axis steps of 1, 2, 5, 10, 20, 50… so that about four gridlines cover the tallest column. */
export function axisTicks(max: number): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(Math.max(rough, 1)));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((candidate) => candidate >= rough) ?? 10 * magnitude;
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let tick = 0; tick <= top; tick += step) ticks.push(tick);
  return ticks;
}

export function StackedBarChart<K extends string>({ caption, periodHeading, series, data }: StackedBarChartProps<K>) {
  const captionId = useId();
  const totals = data.map((datum) => series.reduce((sum, s) => sum + datum.values[s.key], 0));
  const ticks = axisTicks(Math.max(0, ...totals));
  const top = ticks[ticks.length - 1];

  return (
    <figure aria-labelledby={captionId} className="m-0">
      <ul aria-hidden="true" className="mb-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        {series.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span className={`inline-block h-3 w-3 rounded-sm ${s.swatch}`} />
            {s.label}
          </li>
        ))}
      </ul>
      <div aria-hidden="true" className="flex gap-2">
        {/* The value axis. */}
        <div className="relative h-52 w-6 shrink-0 text-right text-xs text-slate-600 tabular-nums">
          {ticks.map((tick) => (
            <span key={tick} className="absolute right-0 translate-y-1/2" style={{ bottom: `${(tick / top) * 100}%` }}>
              {tick}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <div className="relative h-52 border-b border-slate-300">
            {ticks.slice(1).map((tick) => (
              <div
                key={tick}
                className="absolute inset-x-0 border-t border-dashed border-slate-200"
                style={{ bottom: `${(tick / top) * 100}%` }}
              />
            ))}
            <div className="absolute inset-0 grid items-end" style={{ gridTemplateColumns: `repeat(${data.length}, minmax(0, 1fr))` }}>
              {data.map((datum, index) => {
                const total = totals[index];
                let offset = 0;
                return (
                  <div key={datum.key} className="flex h-full items-end justify-center px-1">
                    <div className="relative w-full max-w-12" style={{ height: `${(total / top) * 100}%` }}>
                      <span className="absolute bottom-full left-1/2 mb-1 -translate-x-1/2 text-xs font-semibold text-slate-900 tabular-nums">
                        {total}
                      </span>
                      {total > 0 && (
                        <svg
                          viewBox={`0 0 10 ${total}`}
                          preserveAspectRatio="none"
                          focusable="false"
                          className="block h-full w-full overflow-hidden rounded-t-md"
                        >
                          {series.map((s) => {
                            const value = datum.values[s.key];
                            // Stacked from the bottom up, in the legend's order.
                            const y = total - offset - value;
                            offset += value;
                            return value > 0 ? <rect key={s.key} x="0" y={y} width="10" height={value} className={s.fill} /> : null;
                          })}
                        </svg>
                      )}
                    </div>
                  </div>
                );
              })}
            </div>
          </div>
          <div className="mt-2 grid text-center text-xs text-slate-700" style={{ gridTemplateColumns: `repeat(${data.length}, minmax(0, 1fr))` }}>
            {data.map((datum) => (
              <span key={datum.key}>{datum.shortLabel}</span>
            ))}
          </div>
        </div>
      </div>
      <figcaption id={captionId} className="mt-4 text-xs text-slate-600">
        {caption}
      </figcaption>
      <table className="sr-only">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{periodHeading}</th>
            {series.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {data.map((datum, index) => (
            <tr key={datum.key}>
              <th scope="row">{datum.label}</th>
              {series.map((s) => (
                <td key={s.key}>{numberFormat.format(datum.values[s.key])}</td>
              ))}
              <td>{numberFormat.format(totals[index])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
