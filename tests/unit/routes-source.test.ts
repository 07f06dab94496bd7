/**
 * A prerendered page's HTML lists its own chunks for its first use (scripts/prerender.mjs), found by
 * the module its route names (`prerendered('src/…')` in src/app/routes.tsx). That name must be the
 * module the route imports, or the page would fetch another page's chunks and its own on use.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { moduleFiles } from '../../scripts/chunks.mjs';
import { pageModules, prerenderedPaths } from '@/app/routes.tsx';

const ROUTES = readFileSync('src/app/routes.tsx', 'utf8');

describe('the modules of the prerendered pages', () => {
  it('each route marked prerendered names the module it imports', () => {
    const calls = ROUTES.split(/\.\.\.page\(/).slice(1);
    const named = calls.filter((call) => call.includes('prerendered('));
    expect(named.length).toBeGreaterThanOrEqual(10);
    for (const call of named) {
      const imported = /import\('@\/([^']+)'\)/.exec(call)?.[1];
      const source = /prerendered\('([^']+)'\)/.exec(call)?.[1];
      expect(source).toBe(`src/${imported}`);
    }
  });

  it('every prerendered page has its module', () => {
    const paths = prerenderedPaths((pattern) => [pattern.replace(/:\w+/g, 'some-value')]);
    for (const path of paths) expect(pageModules(path), path).toHaveLength(1);
    expect(pageModules('/services')).toEqual(['src/features/site/pages/services.tsx']);
    expect(pageModules('/login')).toEqual([]);
  });

  it("a module's files are its own and everything it imports, each once; an unknown module fails the build", () => {
    const manifest = {
      'src/a.tsx': { file: 'assets/a-1.js', imports: ['_shared.js', '_b.js'] },
      '_b.js': { file: 'assets/b-2.js', imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-3.js' },
      'src/c.tsx': { file: 'assets/c-4.js', imports: ['_shared.js'] },
    };
    expect(moduleFiles(manifest, ['src/a.tsx', 'src/c.tsx'])).toEqual(['/assets/a-1.js', '/assets/shared-3.js', '/assets/b-2.js', '/assets/c-4.js']);
    expect(() => moduleFiles(manifest, ['src/gone.tsx'])).toThrow(/no src\/gone.tsx/);
  });
});
