/** Types for `page-boot.mjs` (plain JavaScript, run by Node in the build). */
export const PAGE_BOOT_SOURCE_FILE: string;
export function pageBootScript(source?: string): string;
export const PAGE_BOOT_SCRIPT: string;
export const PAGE_BOOT_SCRIPT_HASH: string;
export function pageBootElement(
  entry: string,
  imports?: string[],
  first?: string | null,
  start?: { sessionKey?: string | null; onUse?: string[] | null; content?: { url: string; version: string; since: number | string } | null; view?: string | null; traffic?: string | null },
): string;
export function trafficCounterElement(traffic: string): string;
