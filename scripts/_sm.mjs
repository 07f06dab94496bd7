import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = JSON.parse(readFileSync(file + '.map', 'utf8'));
const c = new SourceMapConsumer(map);
const lines = code.split('\n');
const sizes = {};
let prev = null;
c.eachMapping((m) => {
  if (prev) {
    const key = prev.source ?? '?';
    let len;
    if (m.generatedLine === prev.generatedLine) len = m.generatedColumn - prev.generatedColumn;
    else len = lines[prev.generatedLine - 1].length - prev.generatedColumn;
    sizes[key] = (sizes[key] ?? 0) + len;
  }
  prev = m;
});
const group = (s) => { const i = s.lastIndexOf('node_modules/'); if (i<0) return s.replace(/.*\/src\//,'src/'); const rest = s.slice(i+13).split('/'); return rest[0].startsWith('@') ? rest[0]+'/'+rest[1] : rest[0]; };
const g = {};
for (const [k, v] of Object.entries(sizes)) g[group(k)] = (g[group(k)] ?? 0) + v;
const tot = Object.values(g).reduce((a,b)=>a+b,0);
console.log('total raw', tot, 'file', code.length);
for (const [k, v] of Object.entries(g).sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(String(v).padStart(8), k);
