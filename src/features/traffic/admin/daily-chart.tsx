/**
 * Visits and page views per day as columns, drawn with SVG, no library: up to 90 days side by side,
 * so only a few days are named under them (the stacked chart of Admin → Analytics names every
 * column, which 90 would not fit). Each day's views stand behind its visits (a visit is also a view):
 * the legend names both, so colour is not the only cue. The picture is hidden from screen readers;
 * a visually hidden table beside it holds every day's numbers.
 */
import { useId, type CSSProperties } from 'react';
import { axisTicks } from '@/components/admin/stacked-bar-chart.tsx';
import type { TrafficDayFigures } from '@/features/traffic/data/traffic-report.ts';
import { formatLongDay, formatNumber, formatShortDay } from './traffic-format.ts';

/**
 * The columns named under the chart: every day of a week, else five spread across the period; on a
 * phone every other one of those (the names would touch).
 */
function namedColumns(count: number): { index: number; phone: boolean }[] {
  const indexes = count <= 7 ? Array.from({ length: count }, (_, index) => index) : [0, 1, 2, 3, 4].map((step) => Math.round((step * (count - 1)) / 4));
  return indexes.map((index, nth) => ({ index, phone: nth % 2 === 0 }));
}

/** Where a day's name sits: for a longer period the first and last flush with the chart's edges, the others centred. */
function labelPlace(index: number, count: number): { style: CSSProperties; className: string } {
  if (count > 7 && index === 0) return { style: { left: 0 }, className: '' };
  if (count > 7 && index === count - 1) return { style: { right: 0 }, className: '' };
  return { style: { left: `${((index + 0.5) / count) * 100}%` }, className: '-translate-x-1/2' };
}

export function DailyChart({ days, caption }: { days: readonly TrafficDayFigures[]; caption: string }) {
  const captionId = useId();
  const count = days.length;
  const ticks = axisTicks(Math.max(0, ...days.map((day) => Math.max(day.views, day.visits))));
  const top = ticks[ticks.length - 1];

  return (
    <figure aria-labelledby={captionId} className="m-0">
      <ul aria-hidden="true" className="mb-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <li className="flex items-center gap-1.5">
          <span className="inline-block h-3 w-3 rounded-sm bg-brand-600" />
          Visits
        </li>
        <li className="flex items-center gap-1.5">
          <span className="inline-block h-3 w-3 rounded-sm bg-brand-200" />
          Page views
        </li>
      </ul>
      <div aria-hidden="true" className="flex gap-2">
        {/* The value axis. */}
        <div className="relative h-52 w-10 shrink-0 text-right text-xs text-slate-600 tabular-nums">
          {ticks.map((tick) => (
            <span key={tick} className="absolute right-0 translate-y-1/2" style={{ bottom: `${(tick / top) * 100}%` }}>
              {formatNumber(tick)}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <div className="relative h-52 border-b border-slate-300">
            {ticks.slice(1).map((tick) => (
              <div key={tick} className="absolute inset-x-0 border-t border-dashed border-slate-200" style={{ bottom: `${(tick / top) * 100}%` }} />
            ))}
            <svg
              viewBox={`0 0 ${count * 10} ${top}`}
              preserveAspectRatio="none"
              focusable="false"
              className="absolute inset-0 block h-full w-full"
            >
              {days.map((day, index) => (
                <g key={day.day}>
                  {day.views > 0 && <rect x={index * 10 + 1} y={top - day.views} width="8" height={day.views} className="fill-brand-200" />}
                  {day.visits > 0 && <rect x={index * 10 + 1} y={top - day.visits} width="8" height={day.visits} className="fill-brand-600" />}
                </g>
              ))}
            </svg>
          </div>
          <div className="relative mt-2 h-4 text-xs text-slate-700">
            {namedColumns(count).map(({ index, phone }) => {
              const { style, className } = labelPlace(index, count);
              return (
                <span key={days[index].day} className={`absolute top-0 whitespace-nowrap ${className} ${phone ? '' : 'hidden sm:block'}`} style={style}>
                  {formatShortDay(days[index].day)}
                </span>
              );
            })}
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
            <th scope="col">Day</th>
            <th scope="col">Visits</th>
            <th scope="col">Page views</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{formatLongDay(day.day)}</th>
              <td>{formatNumber(day.visits)}</td>
              <td>{formatNumber(day.views)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
