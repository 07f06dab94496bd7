/**
 * The Core Web Vitals by page type: for each type measured in the period, the 75th percentile of LCP,
 * INP and CLS over its page loads (Google's yardstick: three loads in four at least this good), in a
 * table. Each value carries its rating in words as well as in colour (green, amber, red), and the
 * loads it rests on; a note under it gives Google's thresholds, so the ratings can be checked.
 */
import type { VitalFigure, VitalRating } from '@/features/traffic/data/traffic-report.ts';
import { PAGE_TYPES, VITAL_NAMES, VITALS, type PageType, type VitalName } from '@/lib/traffic.ts';
import { ScrollRegion } from '@/components/admin/scroll-region.tsx';
import { PAGE_TYPE_LABELS, RATING_LABELS, formatNumber, formatP75, thresholdText } from './traffic-format.ts';

const RATING_STYLES: Record<VitalRating, { value: string; badge: string }> = {
  good: { value: 'text-green-800', badge: 'bg-green-100 text-green-800 ring-green-600/20' },
  'needs-improvement': { value: 'text-amber-800', badge: 'bg-amber-100 text-amber-900 ring-amber-600/30' },
  poor: { value: 'text-red-700', badge: 'bg-red-100 text-red-800 ring-red-600/20' },
};

const METRIC_NAMES: Record<VitalName, string> = {
  lcp: 'Largest Contentful Paint',
  inp: 'Interaction to Next Paint',
  cls: 'Cumulative Layout Shift',
};

function VitalCell({ figure }: { figure: VitalFigure | undefined }) {
  if (!figure || figure.p75 === null || figure.rating === null) {
    return <span className="text-slate-600">No data</span>;
  }
  const style = RATING_STYLES[figure.rating];
  return (
    <div className="flex flex-col items-start gap-1">
      <span className={`font-semibold tabular-nums sm:text-base ${style.value}`}>{formatP75(figure.metric, figure.p75, figure.atLeast)}</span>
      <span className={`rounded-md px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset sm:rounded-full sm:px-2 sm:whitespace-nowrap ${style.badge}`}>
        {RATING_LABELS[figure.rating]}
      </span>
      <span className="text-xs text-slate-600">
        {formatNumber(figure.samples)} {figure.samples === 1 ? 'load' : 'loads'}
      </span>
    </div>
  );
}

export function VitalsTable({ vitals, caption }: { vitals: readonly VitalFigure[]; caption: string }) {
  const types = PAGE_TYPES.filter((type) => vitals.some((figure) => figure.type === type));
  const figureOf = (type: PageType, metric: VitalName) => vitals.find((figure) => figure.type === type && figure.metric === metric);
  return (
    <div>
      {types.length === 0 ? (
        <p className="py-6 text-center text-slate-600">No Web Vitals measured in this period.</p>
      ) : (
        <ScrollRegion label={caption}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 pr-3 font-medium sm:pr-4">
                  Page type
                </th>
                {VITAL_NAMES.map((metric) => (
                  <th key={metric} scope="col" className="py-2 pr-3 font-medium last:pr-0 sm:pr-4">
                    <abbr title={METRIC_NAMES[metric]} className="no-underline">
                      {VITALS[metric].label}
                    </abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {types.map((type) => (
                <tr key={type} className="align-top">
                  <th scope="row" className="py-3 pr-3 font-medium text-slate-800 sm:pr-4">
                    {PAGE_TYPE_LABELS[type]}
                  </th>
                  {VITAL_NAMES.map((metric) => (
                    <td key={metric} className="py-3 pr-3 last:pr-0 sm:pr-4">
                      <VitalCell figure={figureOf(type, metric)} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <p className="mt-4 text-xs text-slate-600">
        p75: three page loads in four were at least this good, as Google rates a page. Google’s thresholds:{' '}
        {VITAL_NAMES.map(thresholdText).join('; ')}. Measured in visitors’ browsers, without cookies.
      </p>
    </div>
  );
}
