/**
 * The chunks the build relies on by name (scripts/chunks.mjs): a build without one fails loudly,
 * naming the pattern and what it found, instead of shipping pages without the optimisation.
 */
import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS, chunkFilePattern, lazyChunkProblems, REACT_DOM_CHUNK, reactDomChunk } from '../../scripts/chunks.mjs';

const RUNTIME = '/assets/rolldown-runtime-XKyaHtl9.js';
const REACT_DOM = '/assets/react-dom-DcVDdXWu.js';
const ICONS = '/assets/createLucideIcon-BcG3PA66.js';

describe('the React DOM chunk', () => {
  it('is found among the client shell’s modulepreloads', () => {
    expect(reactDomChunk([RUNTIME, REACT_DOM, ICONS])).toBe(REACT_DOM);
  });

  it('missing (renamed), fails the prerender with the pattern and the chunk list', () => {
    const renamed = [RUNTIME, '/assets/react-DcVDdXWu.js', ICONS];
    expect(() => reactDomChunk(renamed)).toThrow(/"react-dom" chunk/);
    expect(() => reactDomChunk(renamed)).toThrow(String(chunkFilePattern('react-dom')));
    expect(() => reactDomChunk(renamed)).toThrow(`${RUNTIME}, /assets/react-DcVDdXWu.js, ${ICONS}`);
    expect(() => reactDomChunk([])).toThrow('(none)');
  });

  it('is the chunk vite.config.ts makes: React, React DOM, the scheduler and src/react-dom-init.ts', () => {
    expect(CHUNK_GROUPS).toContain(REACT_DOM_CHUNK);
    for (const id of [
      '/app/node_modules/react/index.js',
      '/app/node_modules/react-dom/cjs/react-dom-client.production.js',
      '/app/node_modules/scheduler/index.js',
      '/app/src/react-dom-init.ts',
    ]) {
      expect(REACT_DOM_CHUNK.test.test(id), id).toBe(true);
    }
    expect(REACT_DOM_CHUNK.test.test('/app/node_modules/react-router/dist/index.js')).toBe(false);
    expect(chunkFilePattern(REACT_DOM_CHUNK.name).test(REACT_DOM)).toBe(true);
  });
});

describe('the lazy chunks', () => {
  const manifest = {
    'index.html': { file: 'assets/index-B8RtGCKr.js', isEntry: true },
    'src/app/toaster.tsx': { file: 'assets/toaster-C8sVr_-H.js', isDynamicEntry: true },
    'src/context/session-data.ts': { file: 'assets/session-data-B7g8HlcR.js', isDynamicEntry: true },
    'src/backend/firebase/auth-gateway.ts': { file: 'assets/auth-gateway-Col2sFIm.js', isDynamicEntry: true },
    'src/components/search/search-dialog.tsx': { file: 'assets/search-dialog-BSeZOEHj.js', isDynamicEntry: true },
  };
  const firstLoad = ['/assets/index-B8RtGCKr.js', RUNTIME, REACT_DOM];

  it('pass when each is a chunk of its own, off the first load', () => {
    expect(lazyChunkProblems(manifest, firstLoad)).toEqual([]);
  });

  it('fail when one is missing, bundled in or in the first load', () => {
    const { 'src/app/toaster.tsx': _toaster, ...withoutToaster } = manifest;
    expect(lazyChunkProblems(withoutToaster, firstLoad)).toEqual([expect.stringMatching(/^src\/app\/toaster\.tsx, .* is no chunk of the build/)]);
    expect(
      lazyChunkProblems({ ...manifest, 'src/context/session-data.ts': { file: 'assets/session-data-B7g8HlcR.js' } }, firstLoad),
    ).toEqual([expect.stringMatching(/session-data\.ts, .* is not a chunk of its own/)]);
    expect(lazyChunkProblems(manifest, [...firstLoad, '/assets/toaster-C8sVr_-H.js'])).toEqual([
      expect.stringMatching(/toaster\.tsx, .* is in the first load/),
    ]);
    expect(lazyChunkProblems(manifest, [...firstLoad, '/assets/auth-gateway-Col2sFIm.js'])).toEqual([
      expect.stringMatching(/auth-gateway\.ts, the Firebase Auth SDK.* is in the first load/),
    ]);
    expect(lazyChunkProblems(manifest, [...firstLoad, '/assets/search-dialog-BSeZOEHj.js'])).toEqual([
      expect.stringMatching(/search-dialog\.tsx, the search dialog with MiniSearch.* is in the first load/),
    ]);
  });
});
