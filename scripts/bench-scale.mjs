#!/usr/bin/env node
/**
 * `npm run bench:scale`: does a screen's cost stay flat as the data grows? Seeds the demo backend
 * through the data modules with N = 100, 1,000 and 10,000 posts, enquiries and users, and prints
 * for each screen the documents it reads, the reads its counts and sums are billed (one per 1,000
 * index entries, so these grow with N by design), and its time (the median of a few runs, on this
 * machine), then the size of the prerendered /blog page at each N. It ends with the verdicts:
 * document reads no higher at 10,000 than at 100; time less than 2× from 100 to 10,000; /blog under
 * 80 KB at 10,000. Document reads and size decide the exit code; times are printed (they depend on
 * the machine and its load: run again before trusting one slow figure).
 *
 * Options: --sizes 100,1000 (the Ns), --runs 15 (timed runs per screen).
 */
import { readFileSync } from 'node:fs';
import { moduleServer, root } from './module-server.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const sizes = option('sizes', '100,1000,10000').split(',').map(Number);
const runs = Number(option('runs', '15'));

// A module server, so that the project's TypeScript (and the pages it loads lazily) runs as in the build.
const server = await moduleServer();
const bench = await server.ssrLoadModule('/scripts/bench-scale.ts');
const shell = readFileSync(`${root}index.html`, 'utf8');

const results = [];
for (const n of sizes) {
  const result = await bench.measure(n, runs, shell);
  console.log(`N = ${n.toLocaleString('en-US')}: seeded in ${result.seedSeconds.toFixed(1)} s`);
  results.push(result);
}
await server.close();

const pad = (text, width) => String(text).padEnd(width);
const left = (text, width) => String(text).padStart(width);
const screens = results[0].screens.map((figure) => figure.screen);
const header = pad('screen', 38) + results.map((r) => left(`docs @${r.n}`, 12) + left(`aggr @${r.n}`, 12) + left(`ms @${r.n}`, 11)).join('');
console.log(`\n${header}\n${'-'.repeat(header.length)}`);
for (const screen of screens) {
  const cells = results.map((r) => {
    const figure = r.screens.find((item) => item.screen === screen);
    return left(figure.documentReads, 12) + left(figure.aggregationReads, 12) + left(figure.ms.toFixed(2), 11);
  });
  console.log(pad(screen, 38) + cells.join(''));
}
console.log(pad('prerendered /blog (KB)', 38) + results.map((r) => left((r.blogHtmlBytes / 1024).toFixed(1), 35)).join(''));
// Reported, not gated: fetched once, when search is first opened (docs/content-and-pages.md#site-search).
console.log(pad('site search index (KB gzip)', 38) + results.map((r) => left((r.searchIndexGzipBytes / 1024).toFixed(1), 35)).join(''));
console.log('\ndocs: documents read; aggr: reads billed for counts and sums (one per 1,000 index entries); ms: median time.');

const first = results[0];
const last = results[results.length - 1];
let failed = false;
console.log(`\nFrom N = ${first.n} to N = ${last.n}:`);
for (const screen of screens) {
  const a = first.screens.find((item) => item.screen === screen);
  const b = last.screens.find((item) => item.screen === screen);
  const ratio = b.ms / Math.max(a.ms, 0.001);
  const flatReads = b.documentReads <= a.documentReads;
  if (!flatReads) failed = true;
  console.log(
    `  ${pad(screen, 36)} documents ${left(a.documentReads, 3)} → ${left(b.documentReads, 3)} ${flatReads ? 'flat' : 'GREW'}` +
      `   aggregations ${left(a.aggregationReads, 3)} → ${left(b.aggregationReads, 3)}   time ×${ratio.toFixed(2)} ${ratio < 2 ? '(< 2×)' : '(NOT < 2×)'}`,
  );
}
const kb = last.blogHtmlBytes / 1024;
if (last.n >= 10_000 && kb >= 80) failed = true;
console.log(`  prerendered /blog at N = ${last.n}: ${kb.toFixed(1)} KB ${kb < 80 ? '(< 80 KB)' : '(NOT < 80 KB)'}`);
process.exit(failed ? 1 : 0);
