/** Types for `perf-fresh-browser.mjs` (plain JavaScript, run by Node in `npm run perf`). */
export const FRESH_PROFILE_NOTE: string;
export const launchTimes: number[];
export function freshProfileDir(prefix?: string): string;

/** chrome-launcher's `launch`, or a stand-in for it. */
export type ChromeLaunch = (options: { chromePath?: string; chromeFlags: string[]; userDataDir: string }) => Promise<{ port: number; kill: () => unknown }>;
export interface ChromeOptions {
  launch: ChromeLaunch;
  chromePath?: string;
  chromeFlags?: string[];
}
export interface FreshChrome {
  port: number;
  userDataDir: string;
  close: () => Promise<void>;
}
export function launchFreshChrome(options: ChromeOptions): Promise<FreshChrome>;
export function withFreshChrome<T>(options: ChromeOptions, use: (chrome: FreshChrome) => Promise<T>): Promise<T>;
export function interleavedFreshRuns<T>(
  options: ChromeOptions & {
    paths: string[];
    runs: number;
    pageOrigin: string;
    floorOrigin: string;
    measure: (port: number, url: string) => Promise<T>;
    onRun?: (run: number, path: string) => void;
  },
): Promise<Record<string, { page: T[]; floor: T[] }>>;

/** Playwright's `launchPersistentContext`, or a stand-in for it. */
export type LaunchPersistentContext<C extends { close: () => Promise<void> }> = (userDataDir: string, options: Record<string, unknown>) => Promise<C>;
export function freshBrowsers<C extends { close: () => Promise<void> }>(options: {
  launchPersistentContext: LaunchPersistentContext<C>;
  executablePath?: string;
  args?: string[];
}): { newContext: (options?: Record<string, unknown>) => Promise<C>; close: () => Promise<void> };
