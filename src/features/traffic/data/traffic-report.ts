/**
 * Admin → Analytics's traffic figures, from the day counters (src/lib/traffic.ts): for the last 7, 30
 * or 90 days, visits and page views per day, the top pages and referrers, the device split, and the
 * p75 of each Core Web Vital per page type with Google's rating. One query reads the period's counter
 * documents (at most TRAFFIC_SHARDS a day, fewer on quiet days): the reads grow with the period, never
 * with the history kept.
 */
import { getBackend } from '@/backend/index.ts';
import {
  DEVICES,
  PAGE_TYPES,
  TRAFFIC_COLLECTION,
  VITAL_NAMES,
  VITALS,
  trafficDay,
  vitalKey,
  type Device,
  type PageType,
  type VitalName,
} from '@/lib/traffic.ts';

export const TRAFFIC_PERIODS = [7, 30, 90] as const;
export type TrafficPeriod = (typeof TRAFFIC_PERIODS)[number];

/** How many pages and referrers the report lists. */
export const TOP_SHOWN = 10;

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export interface TrafficDayFigures {
  /** YYYY-MM-DD (UTC). */
  day: string;
  visits: number;
  views: number;
}

export interface VitalFigure {
  type: PageType;
  metric: VitalName;
  /** Page loads measured. */
  samples: number;
  /** The 75th percentile (ms, or CLS's unitless score); null with no sample. */
  p75: number | null;
  /** True when p75 is in the last, open bucket: it is at least this much. */
  atLeast: boolean;
  rating: VitalRating | null;
}

export interface TrafficReport {
  period: TrafficPeriod;
  /** Every day of the period, oldest first, quiet ones with zeros. */
  days: TrafficDayFigures[];
  visits: number;
  views: number;
  pages: { path: string; views: number }[];
  referrers: { domain: string; visits: number }[];
  devices: Record<Device, number>;
  /** Per page type with any sample, each of LCP, INP and CLS. */
  vitals: VitalFigure[];
}

interface CounterDoc {
  day?: unknown;
  pages?: Record<string, unknown>;
  visits?: unknown;
  referrers?: Record<string, unknown>;
  devices?: Record<string, unknown>;
  vitals?: Record<string, unknown>;
}

const DAY_MS = 86_400_000;
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function addAll(into: Map<string, number>, counters: Record<string, unknown> | undefined) {
  for (const [key, value] of Object.entries(counters ?? {})) into.set(key, (into.get(key) ?? 0) + count(value));
}

const top = (counters: Map<string, number>) =>
  [...counters].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).slice(0, TOP_SHOWN);

export const ratingOf = (metric: VitalName, value: number): VitalRating =>
  value <= VITALS[metric].good ? 'good' : value <= VITALS[metric].poor ? 'needs-improvement' : 'poor';

/**
 * The 75th percentile of a histogram (`counts[i]` loads in bucket i), interpolated within its bucket;
 * in the last, open bucket, its lower bound.
 */
export function percentile75(metric: VitalName, counts: readonly number[]): { p75: number | null; atLeast: boolean } {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return { p75: null, atLeast: false };
  const { bounds } = VITALS[metric];
  const target = total * 0.75;
  let below = 0;
  for (let bucket = 0; bucket < counts.length; bucket += 1) {
    const inBucket = counts[bucket];
    if (inBucket > 0 && below + inBucket >= target) {
      if (bucket >= bounds.length) return { p75: bounds[bounds.length - 1], atLeast: true };
      const low = bucket === 0 ? 0 : bounds[bucket - 1];
      const value = low + ((bounds[bucket] - low) * (target - below)) / inBucket;
      return { p75: metric === 'cls' ? Math.round(value * 1000) / 1000 : Math.round(value), atLeast: false };
    }
    below += inBucket;
  }
  return { p75: null, atLeast: false };
}

/** The report from the period's counter documents (pure: the page tests and `bench:scale` use it too). */
export function trafficReport(period: TrafficPeriod, docs: readonly Record<string, unknown>[], now: Date): TrafficReport {
  const days = Array.from({ length: period }, (_, n) => trafficDay(new Date(now.getTime() - (period - 1 - n) * DAY_MS)));
  const byDay = new Map(days.map((day) => [day, { day, visits: 0, views: 0 }]));
  const pages = new Map<string, number>();
  const referrers = new Map<string, number>();
  const devices = new Map<string, number>();
  const vitals = new Map<string, number>();
  for (const doc of docs as readonly CounterDoc[]) {
    const figures = typeof doc.day === 'string' ? byDay.get(doc.day) : undefined;
    if (!figures) continue;
    figures.visits += count(doc.visits);
    figures.views += Object.values(doc.pages ?? {}).reduce<number>((sum, value) => sum + count(value), 0);
    addAll(pages, doc.pages);
    addAll(referrers, doc.referrers);
    addAll(devices, doc.devices);
    addAll(vitals, doc.vitals);
  }
  const dayFigures = [...byDay.values()];
  const vitalFigures: VitalFigure[] = [];
  for (const type of PAGE_TYPES) {
    const histograms = VITAL_NAMES.map((metric) => ({
      metric,
      counts: Array.from({ length: VITALS[metric].bounds.length + 1 }, (_, bucket) => vitals.get(vitalKey(type, metric, bucket)) ?? 0),
    }));
    if (histograms.every(({ counts }) => counts.every((n) => n === 0))) continue;
    for (const { metric, counts } of histograms) {
      const { p75, atLeast } = percentile75(metric, counts);
      vitalFigures.push({ type, metric, samples: counts.reduce((sum, n) => sum + n, 0), p75, atLeast, rating: p75 === null ? null : ratingOf(metric, p75) });
    }
  }
  return {
    period,
    days: dayFigures,
    visits: dayFigures.reduce((sum, day) => sum + day.visits, 0),
    views: dayFigures.reduce((sum, day) => sum + day.views, 0),
    pages: top(pages).map(([path, views]) => ({ path, views })),
    referrers: top(referrers).map(([domain, visits]) => ({ domain, visits })),
    devices: Object.fromEntries(DEVICES.map((device) => [device, devices.get(device) ?? 0])) as Record<Device, number>,
    vitals: vitalFigures,
  };
}

/** Reads the last `period` days' counters (demo mode: this browser's queued traffic counted first). */
export async function readTrafficReport(period: TrafficPeriod, now = new Date()): Promise<TrafficReport> {
  const backend = await getBackend();
  await backend.countPendingTraffic?.();
  const since = trafficDay(new Date(now.getTime() - (period - 1) * DAY_MS));
  const docs = await backend.store.list(TRAFFIC_COLLECTION, { where: [['day', '>=', since]] });
  return trafficReport(period, docs, now);
}
