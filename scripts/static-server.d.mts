/** Types for `static-server.mjs` (plain JavaScript, run by Node in `npm run perf`). */
import type { Server } from 'node:http';

export const SERVER_NAME: string;
export interface HostingRule {
  source?: string;
  regex?: string;
}
export interface HostingConfig {
  public?: string;
  cleanUrls?: boolean;
  trailingSlash?: boolean;
  rewrites?: (HostingRule & { destination?: string })[];
  headers?: (HostingRule & { headers: { key: string; value: string }[] })[];
}
export function hostingConfig(file?: string): HostingConfig;
export function globPattern(glob: string): RegExp;
export function headersFor(hosting: HostingConfig, path: string): Record<string, string>;
export function resolveRequest(hosting: HostingConfig, root: string, path: string): { status: 301; location: string } | { status: number; file: string | null };
export function serve(dist: string, port?: number, options?: { scriptLatencyMs?: number; hosting?: HostingConfig }): Promise<{ server: Server; origin: string }>;
