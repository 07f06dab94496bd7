/** Types for `chunks.mjs` (plain JavaScript, shared by vite.config.ts and the build scripts). */
export interface ChunkGroup {
  name: string;
  test: RegExp;
}
export const REACT_DOM_CHUNK: ChunkGroup;
export const CHUNK_GROUPS: ChunkGroup[];
export const LAZY_MODULES: Record<string, string>;
export function chunkFilePattern(name: string): RegExp;
export function findChunk(paths: string[], name: string, purpose: string): string;
export function reactDomChunk(imports: string[]): string;
export function lazyChunkProblems(manifest: Record<string, { file: string; isDynamicEntry?: boolean }>, firstLoad: string[]): string[];
export const VIEW_COUNTER_ENTRY: string;
export function viewCounterFile(manifest: Record<string, { file: string }>): string;
export const TRAFFIC_COUNTER_ENTRY: string;
export function trafficCounterFile(manifest: Record<string, { file: string }>): string;
export const FIRST_USE_MODULES: string[];
export function moduleFiles(manifest: Record<string, { file: string; imports?: string[] }>, sources: string[]): string[];
