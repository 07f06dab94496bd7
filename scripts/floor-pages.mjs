/**
 * The static floor of a build (`npm run perf`): the same pages with no scripts. Every HTML
 * file loses its executable scripts (the inline boot script, module scripts, `<script src>`) and the
 * links that fetch scripts (`modulepreload`, `preload as="script"`); data scripts (JSON, JSON-LD),
 * styles, images and everything else stay. What a page costs beyond this floor is what its scripts cost.
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Script types a browser does not run: data blocks. */
const DATA_TYPES = new Set(['application/json', 'application/ld+json']);

const attribute = (attributes, name) => {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3]).trim().toLowerCase() : null;
};

/** `html` without its executable scripts and script-fetching links. */
export function floorHtml(html) {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi, (element, attributes) => (DATA_TYPES.has(attribute(attributes, 'type') ?? '') ? element : ''))
    .replace(/<link\b([^>]*)>/gi, (element, attributes) => {
      const rel = (attribute(attributes, 'rel') ?? '').split(/\s+/);
      const script = rel.includes('modulepreload') || (rel.includes('preload') && attribute(attributes, 'as') === 'script');
      return script ? '' : element;
    });
}

/** Copies the build `dist` to `out` (replacing it) with every HTML file turned into its floor; returns the HTML files. */
export function buildFloor(dist, out) {
  rmSync(out, { recursive: true, force: true });
  cpSync(dist, out, { recursive: true });
  const pages = readdirSync(out, { recursive: true }).filter((name) => String(name).endsWith('.html'));
  for (const name of pages) {
    const file = join(out, String(name));
    writeFileSync(file, floorHtml(readFileSync(file, 'utf8')));
  }
  return pages.map(String);
}
