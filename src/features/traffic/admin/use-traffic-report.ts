/**
 * The Traffic part's period and its report. The period is in the address (`?days=7|30|90`), so a
 * reload, a bookmark or a link shows the same figures; choosing one replaces the entry (no history
 * step per click). While another period loads, the figures shown stay, marked stale, instead of
 * the whole part giving way to a spinner.
 */
import { useSearchParams } from 'react-router-dom';
import { useLoad } from '@/hooks/use-load.ts';
import { readTrafficReport, TRAFFIC_PERIODS, type TrafficPeriod } from '@/features/traffic/data/traffic-report.ts';

export const DEFAULT_PERIOD: TrafficPeriod = 30;

/** The period the address asks for; the default for none or any other value. */
export function periodOf(params: URLSearchParams): TrafficPeriod {
  const days = Number(params.get('days'));
  return TRAFFIC_PERIODS.find((period) => period === days) ?? DEFAULT_PERIOD;
}

export function useTrafficReport() {
  const [params, setParams] = useSearchParams();
  const period = periodOf(params);
  const setPeriod = (next: TrafficPeriod) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        changed.set('days', String(next));
        return changed;
      },
      { replace: true },
    );
  // Logged, not toasted: the part says so itself, with a way to try again.
  const report = useLoad(['traffic-report', period], () => readTrafficReport(period), {
    errorMessage: 'Error fetching traffic',
    toast: false,
    keepPrevious: true,
  });
  return { period, setPeriod, report };
}
