/**
 * The prerendered pages' boot script (scripts/page-boot.browser.js, inlined by scripts/page-boot.mjs),
 * run here as it ships: the emitted, minified text. The one seam: its `import(` is pointed at a
 * stub, so the test decides when React DOM has loaded (or failed to).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_BOOT_SCRIPT, PAGE_BOOT_SCRIPT_HASH, PAGE_BOOT_SOURCE_FILE, pageBootElement, pageBootScript } from '../../scripts/page-boot.mjs';
import { securityHeaders } from '../../security-headers.mjs';
import { SCROLLED_THRESHOLD } from '@/components/layout/header.tsx';
import { formatRelative } from '@/lib/dates.ts';

const ENTRY = '/assets/index-abc.js';
const REACT_DOM = '/assets/react-dom-def.js';
const OTHER = '/assets/session-ghi.js';

/** What the script added to <head>, in order: `preload <href>` and `entry <src>`. */
function headSteps(): string[] {
  return [...document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map((element) =>
    element instanceof HTMLLinkElement ? `preload ${element.getAttribute('href')}` : `entry ${element.getAttribute('src')}`,
  );
}

/** A PerformanceObserver supporting 'paint' whose first contentful paint the test reports. */
class FakePaintObserver {
  static supportedEntryTypes = ['mark', 'paint'];
  static instances: FakePaintObserver[] = [];
  observed: unknown[] = [];
  disconnected = false;
  constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
    FakePaintObserver.instances.push(this);
  }
  observe(options: unknown) {
    this.observed.push(options);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(names: string[]) {
    this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
  }
}

let readyState: DocumentReadyState;
/** The browser's idle callbacks, run when the test says the browser is idle (`idle()`). */
let idleCallbacks: (() => void)[];
const idle = () => {
  for (const callback of idleCallbacks.splice(0)) callback();
};
let importModule: ReturnType<typeof vi.fn>;
let resolveImport: (module?: unknown) => void;
let rejectImport: () => void;

/** Runs the emitted boot script for a page whose modules are `modules` (the entry first). */
function boot(
  modules: string[],
  first: string | null,
  start: { sessionKey?: string; onUse?: string; content?: string; contentVersion?: string; contentSince?: string; view?: string; traffic?: string } = {},
) {
  const element = document.createElement('script');
  element.dataset.modules = modules.join(' ');
  if (first) element.dataset.first = first;
  if (start.sessionKey !== undefined) element.dataset.sessionKey = start.sessionKey;
  if (start.onUse !== undefined) element.dataset.onUse = start.onUse;
  if (start.content !== undefined) element.dataset.content = start.content;
  if (start.contentVersion !== undefined) element.dataset.contentVersion = start.contentVersion;
  if (start.contentSince !== undefined) element.dataset.contentSince = start.contentSince;
  if (start.view !== undefined) element.dataset.view = start.view;
  if (start.traffic !== undefined) element.dataset.traffic = start.traffic;
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => element });
  expect(PAGE_BOOT_SCRIPT.match(/\bimport\(/g)).toHaveLength(1);
  new Function('importModule', PAGE_BOOT_SCRIPT.replace(/\bimport\(/, 'importModule('))(importModule);
}

const parsed = () => {
  readyState = 'interactive';
  document.dispatchEvent(new Event('DOMContentLoaded'));
};
const flushMicrotasks = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  readyState = 'loading';
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
  FakePaintObserver.instances = [];
  vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  importModule = vi.fn(
    () =>
      new Promise<unknown>((resolve, reject) => {
        resolveImport = resolve;
        rejectImport = reject;
      }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (document as unknown as Record<string, unknown>).readyState;
  delete (document as unknown as Record<string, unknown>).currentScript;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  for (const name of ['data-app-start', 'data-signed-in', 'data-scrolled', 'data-now']) document.documentElement.removeAttribute(name);
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the boot script', () => {
  it('starts only once the document is parsed and painted: preloads, then React DOM, then the entry', async () => {
    boot([ENTRY, REACT_DOM, OTHER], REACT_DOM);
    const [observer] = FakePaintObserver.instances;
    expect(observer.observed).toEqual([{ type: 'paint', buffered: true }]);

    // Painted (another paint entry first), but still parsing: nothing yet.
    observer.report(['first-paint']);
    expect(observer.disconnected).toBe(false);
    observer.report(['first-contentful-paint']);
    expect(observer.disconnected).toBe(true);
    vi.runAllTimers();
    expect(headSteps()).toEqual([]);
    expect(importModule).not.toHaveBeenCalled();

    // Parsed too: in a task of its own, the preloads and React DOM's import; not yet the entry.
    parsed();
    expect(headSteps()).toEqual([]);
    vi.runOnlyPendingTimers();
    expect(headSteps()).toEqual([`preload ${ENTRY}`, `preload ${REACT_DOM}`, `preload ${OTHER}`]);
    expect(importModule).toHaveBeenCalledExactlyOnceWith(REACT_DOM);
    vi.runAllTimers();
    expect(headSteps()).toHaveLength(3);

    // React DOM evaluated: the entry, in another task.
    resolveImport();
    await flushMicrotasks();
    expect(headSteps()).toHaveLength(3);
    vi.runAllTimers();
    expect(headSteps()).toEqual([`preload ${ENTRY}`, `preload ${REACT_DOM}`, `preload ${OTHER}`, `entry ${ENTRY}`]);
    expect(document.head.querySelector('script[type="module"]')).toHaveProperty('type', 'module');
  });

  it('waits for the paint when the document was parsed first', () => {
    readyState = 'complete';
    boot([ENTRY, OTHER], null);
    vi.runAllTimers();
    expect(headSteps()).toEqual([]);

    FakePaintObserver.instances[0].report(['first-contentful-paint']);
    vi.runAllTimers();
    // No React DOM chunk named: the entry follows the preloads directly.
    expect(headSteps()).toEqual([`preload ${ENTRY}`, `preload ${OTHER}`, `entry ${ENTRY}`]);
    expect(importModule).not.toHaveBeenCalled();
  });

  it('adds the entry even when React DOM fails to load (the entry reports it)', async () => {
    readyState = 'complete';
    boot([ENTRY, REACT_DOM], REACT_DOM);
    FakePaintObserver.instances[0].report(['first-contentful-paint']);
    vi.runAllTimers();
    rejectImport();
    await flushMicrotasks();
    vi.runAllTimers();
    expect(headSteps()).toEqual([`preload ${ENTRY}`, `preload ${REACT_DOM}`, `entry ${ENTRY}`]);
  });

  it.each([
    ['no PerformanceObserver', undefined],
    ['no Paint Timing', class extends FakePaintObserver {
      static supportedEntryTypes = ['mark'];
    }],
  ])('without Paint Timing (%s), starts after the next frame', (_case, observer) => {
    vi.stubGlobal('PerformanceObserver', observer);
    boot([ENTRY, REACT_DOM], REACT_DOM);
    expect(FakePaintObserver.instances).toEqual([]);
    parsed();
    expect(headSteps()).toEqual([]);

    // The frame, then a task for the "painted" condition, then a task to start.
    vi.advanceTimersToNextFrame();
    expect(headSteps()).toEqual([]);
    vi.runOnlyPendingTimers();
    expect(headSteps()).toEqual([]);
    vi.runOnlyPendingTimers();
    expect(headSteps()).toEqual([`preload ${ENTRY}`, `preload ${REACT_DOM}`]);
    expect(importModule).toHaveBeenCalledExactlyOnceWith(REACT_DOM);
  });

  it('without Paint Timing still waits for the document to be parsed', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    boot([ENTRY], null);
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(headSteps()).toEqual([]);
    parsed();
    vi.runAllTimers();
    expect(headSteps()).toEqual([`preload ${ENTRY}`, `entry ${ENTRY}`]);
  });
});

describe('a page that waits for its first use (data-on-use)', () => {
  const SESSION = 'nf:signed-in';
  const DEMO_DATA = 'demo-db';
  const paintedAndParsed = () => {
    readyState = 'complete';
    boot([ENTRY, REACT_DOM], REACT_DOM, { sessionKey: SESSION, onUse: DEMO_DATA });
    FakePaintObserver.instances[0].report(['first-contentful-paint']);
    vi.runAllTimers();
  };

  it.each([
    ['a key pressed', () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }))],
    ['a pointer pressed', () => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))],
    ['a touch', () => document.body.dispatchEvent(new Event('touchstart', { bubbles: true }))],
    ['focus moved in', () => document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))],
    ['a click alone (a screen reader activating a control)', () => document.body.click()],
    ['a change with no press (a choice made by the browser or an assistive tool)', () => document.body.dispatchEvent(new Event('change', { bubbles: true }))],
  ])('fetches nothing until the visitor uses it (%s), then starts as usual and says so on <html>', (_case, use) => {
    paintedAndParsed();
    expect(headSteps()).toEqual([]);
    expect(importModule).not.toHaveBeenCalled();
    expect(document.documentElement.getAttribute('data-app-start')).toBe('on-use');

    use();
    expect(document.documentElement.getAttribute('data-app-start')).toBe('used');
    vi.runOnlyPendingTimers();
    expect(headSteps()).toEqual([`preload ${ENTRY}`, `preload ${REACT_DOM}`]);
    expect(importModule).toHaveBeenCalledExactlyOnceWith(REACT_DOM);
    // Once: a second use starts nothing more.
    use();
    vi.runAllTimers();
    expect(importModule).toHaveBeenCalledOnce();
    expect(document.documentElement.hasAttribute('data-signed-in')).toBe(false);
  });

  it('a use before the paint starts it once painted', () => {
    readyState = 'complete';
    boot([ENTRY], null, { sessionKey: SESSION, onUse: DEMO_DATA });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    vi.runAllTimers();
    expect(headSteps()).toEqual([]);
    FakePaintObserver.instances[0].report(['first-contentful-paint']);
    vi.runAllTimers();
    expect(headSteps()).toEqual([`preload ${ENTRY}`, `entry ${ENTRY}`]);
  });

  it.each([
    ['someone logged in here', () => window.localStorage.setItem(SESSION, '1'), true],
    ['the browser keeps data of its own', () => window.localStorage.setItem(DEMO_DATA, '{}'), false],
    ['the address has a query', () => window.history.replaceState(null, '', '/blog?q=cloud'), false],
  ])('starts once painted, without waiting, when %s', (_case, arrange, signedIn) => {
    arrange();
    paintedAndParsed();
    expect(headSteps()).toEqual([`preload ${ENTRY}`, `preload ${REACT_DOM}`]);
    expect(document.documentElement.hasAttribute('data-app-start')).toBe(false);
    expect(document.documentElement.hasAttribute('data-signed-in')).toBe(signedIn);
  });

  it('starts once painted, taking someone to be logged in, when storage cannot be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      paintedAndParsed();
    } finally {
      vi.restoreAllMocks();
    }
    expect(headSteps()).toEqual([`preload ${ENTRY}`, `preload ${REACT_DOM}`]);
    expect(document.documentElement.hasAttribute('data-signed-in')).toBe(true);
  });

  it('without data-on-use (a Firebase build, an article) starts once painted, and still marks someone logged in', () => {
    window.localStorage.setItem(SESSION, '1');
    readyState = 'complete';
    boot([ENTRY], null, { sessionKey: SESSION });
    FakePaintObserver.instances[0].report(['first-contentful-paint']);
    vi.runAllTimers();
    expect(headSteps()).toEqual([`preload ${ENTRY}`, `entry ${ENTRY}`]);
    expect(document.documentElement.hasAttribute('data-signed-in')).toBe(true);
  });
});

describe('a Firebase build’s waiting page: is its HTML current? (data-content)', () => {
  const META = 'https://firestore.googleapis.com/v1/projects/p/databases/(default)/documents/meta?key=k';
  const BUILT_FROM = String(Date.UTC(2026, 10, 20, 9, 30, 15, 123));
  let answer: (response: Response) => void;
  let fail: (error: Error) => void;
  let fetched: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetched = vi.fn(
      () =>
        new Promise<Response>((resolve, reject) => {
          answer = resolve;
          fail = reject;
        }),
    );
    vi.stubGlobal('fetch', fetched);
  });

  /** meta/ as Firestore's REST API lists it: the version, and the coming publication times when given. */
  const listing = (timestampValue: string | null, publishTimes?: string[]) =>
    new Response(
      JSON.stringify(
        timestampValue
          ? {
              documents: [
                {
                  name: 'x/meta/content',
                  fields: {
                    updatedAt: { timestampValue },
                    ...(publishTimes ? { publishTimes: { arrayValue: publishTimes.length ? { values: publishTimes.map((time) => ({ timestampValue: time })) } : {} } } : {}),
                  },
                },
              ],
            }
          : {},
      ),
      { status: 200 },
    );

  /** Boots a painted, parsed page built from `version`, its posts published by `since`; the content version is asked for at once. */
  function bootBuiltFrom(version: string, since = BUILT_FROM) {
    readyState = 'complete';
    boot([ENTRY], null, { sessionKey: 'nf:signed-in', onUse: 'demo-db', content: META, contentVersion: version, contentSince: since });
    FakePaintObserver.instances[0].report(['first-contentful-paint']);
    vi.runAllTimers();
    expect(fetched).toHaveBeenCalledExactlyOnceWith(META, { credentials: 'omit', cache: 'no-store' });
  }

  const settle = async () => {
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    vi.runAllTimers();
  };

  it.each([
    ['the same version, in microseconds', BUILT_FROM, '2026-11-20T09:30:15.123456Z'],
    ['the same version, in nanoseconds', BUILT_FROM, '2026-11-20T09:30:15.123999999Z'],
    ['no version, as when built (nothing ever changed through the app)', '', null],
  ])('keeps waiting for use when the stored content is %s', async (_case, version, stored) => {
    bootBuiltFrom(version);
    answer(listing(stored));
    await settle();
    expect(headSteps()).toEqual([]);
    expect(document.documentElement.getAttribute('data-app-start')).toBe('on-use');
    // Used: it starts as any waiting page does.
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    vi.runAllTimers();
    expect(headSteps()).toEqual([`preload ${ENTRY}`, `entry ${ENTRY}`]);
    expect(document.documentElement.getAttribute('data-app-start')).toBe('used');
  });

  it.each([
    ['changed since the build', async () => answer(listing('2026-11-20T09:30:15.124Z'))],
    ['first changed after the build', async () => answer(listing('2026-11-21T08:00:00Z'))],
    ['unknown: the read is refused', async () => answer(new Response('{}', { status: 403 }))],
    ['unknown: the network fails', async () => fail(new TypeError('Failed to fetch'))],
    ['unknown: the answer is not the content version', async () => answer(new Response('{"documents":[{}]}', { status: 200 }))],
  ])('starts without any use when the stored content is %s, and says so on <html>', async (_case, respond) => {
    bootBuiltFrom(BUILT_FROM);
    expect(headSteps()).toEqual([]);
    await respond();
    await settle();
    expect(headSteps()).toEqual([`preload ${ENTRY}`, `entry ${ENTRY}`]);
    // Not "used": the app hydrates when the page is idle, as a page that starts once painted.
    expect(document.documentElement.getAttribute('data-app-start')).toBe('changed');
    // A use afterwards starts nothing more.
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    vi.runAllTimers();
    expect(headSteps()).toEqual([`preload ${ENTRY}`, `entry ${ENTRY}`]);
  });

  // Scheduled publishing: a post scheduled for a time after the build's comes out without any change.
  const iso = (ms: number) => new Date(ms).toISOString();
  it.each([
    ['a time still to come', () => [iso(Date.now() + 3_600_000)]],
    ['a time before the build’s (its post is in the page)', (since: number) => [iso(since - 1)]],
    ['a time come only a moment ago (the lists ask for posts published a few seconds before now)', () => [iso(Date.now() - 1_000)]],
    ['no times', () => []],
  ])('keeps waiting when the coming publication times hold %s', async (_case, times) => {
    const since = Date.now() - 86_400_000;
    bootBuiltFrom(BUILT_FROM, String(since));
    answer(listing(new Date(Number(BUILT_FROM)).toISOString(), times(since)));
    await settle();
    expect(headSteps()).toEqual([]);
    expect(document.documentElement.getAttribute('data-app-start')).toBe('on-use');
    // Used: it starts (and leaves nothing waiting for the next test).
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    vi.runAllTimers();
    expect(headSteps()).toEqual([`preload ${ENTRY}`, `entry ${ENTRY}`]);
  });

  it('starts without any use when a post scheduled after the build has come out (the version unchanged)', async () => {
    const since = Date.now() - 86_400_000;
    bootBuiltFrom(BUILT_FROM, String(since));
    answer(listing(new Date(Number(BUILT_FROM)).toISOString(), [iso(since + 60_000), iso(Date.now() + 3_600_000)]));
    await settle();
    expect(headSteps()).toEqual([`preload ${ENTRY}`, `entry ${ENTRY}`]);
    expect(document.documentElement.getAttribute('data-app-start')).toBe('changed');
  });

  it('a use before the answer starts it, and the answer then changes nothing', async () => {
    bootBuiltFrom(BUILT_FROM);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    vi.runAllTimers();
    answer(listing('2026-11-21T08:00:00Z'));
    await settle();
    expect(headSteps()).toEqual([`preload ${ENTRY}`, `entry ${ENTRY}`]);
    expect(document.documentElement.getAttribute('data-app-start')).toBe('used');
  });

  it('asks nothing where the page starts anyway (someone logged in here)', () => {
    window.localStorage.setItem('nf:signed-in', '1');
    readyState = 'complete';
    boot([ENTRY], null, { sessionKey: 'nf:signed-in', onUse: 'demo-db', content: META, contentVersion: BUILT_FROM });
    FakePaintObserver.instances[0].report(['first-contentful-paint']);
    vi.runAllTimers();
    expect(fetched).not.toHaveBeenCalled();
    expect(headSteps()).toEqual([`preload ${ENTRY}`, `entry ${ENTRY}`]);
  });

  it('is written only for a waiting page, with a REST address of meta/ and a version of digits', () => {
    const since = 1_795_000_000_000;
    const element = pageBootElement(ENTRY, [], null, { sessionKey: 'nf:signed-in', onUse: [], content: { url: META, version: BUILT_FROM, since } });
    expect(element).toContain(` data-content="${META}" data-content-version="${BUILT_FROM}" data-content-since="${since}"`);
    expect(pageBootElement(ENTRY, [], null, { sessionKey: 'nf:signed-in', onUse: [], content: { url: META, version: '', since } })).toContain(
      ' data-content-version=""',
    );
    for (const content of [
      { url: META, version: '12"><script>', since },
      { url: 'https://evil.example/v1/x" onload="alert(1)', version: '', since },
      { url: META.replace('documents/meta', 'documents/users'), version: '', since },
      { url: META, version: '', since: '1"><script>' },
    ]) {
      expect(() => pageBootElement(ENTRY, [], null, { onUse: [], content })).toThrow(/Unexpected content check/);
    }
    // A page that starts once painted has nothing to ask.
    expect(() => pageBootElement(ENTRY, [], null, { onUse: null, content: { url: META, version: '', since } })).toThrow(/Unexpected content check/);
  });
});

describe('an article that waits: its view counted without the app (data-view)', () => {
  const VIEW = '/assets/view-count-jkl.js';
  const painted = () => FakePaintObserver.instances[0].report(['first-contentful-paint']);

  it('once parsed and painted, imports the view counter alone and calls it; the app waits for use', async () => {
    const countView = vi.fn(async () => {});
    boot([ENTRY, REACT_DOM], REACT_DOM, { sessionKey: 'nf:signed-in', onUse: 'demo-db', view: VIEW });
    painted();
    vi.runAllTimers();
    expect(importModule).not.toHaveBeenCalled();
    parsed();
    vi.runAllTimers();
    expect(importModule).toHaveBeenCalledExactlyOnceWith(VIEW);
    resolveImport({ countView });
    await flushMicrotasks();
    expect(countView).toHaveBeenCalledOnce();
    vi.runAllTimers();
    expect(headSteps()).toEqual([]);
    expect(document.documentElement.getAttribute('data-app-start')).toBe('on-use');

    // Used: the app starts as on any waiting page (the view is not counted again here).
    document.dispatchEvent(new KeyboardEvent('keydown'));
    vi.runOnlyPendingTimers();
    expect(headSteps()).toEqual([`preload ${ENTRY}`, `preload ${REACT_DOM}`]);
    expect(importModule).toHaveBeenLastCalledWith(REACT_DOM);
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  for (const [how, fail] of [
    ['the counter fails', (countView: ReturnType<typeof vi.fn>) => resolveImport({ countView: countView.mockRejectedValue(new Error('403')) })],
    ['its module does not load', () => rejectImport()],
  ] as const) {
    it(`starts without any use when ${how}, so that the app counts it, and says so on <html>`, async () => {
      boot([ENTRY], null, { sessionKey: 'nf:signed-in', onUse: 'demo-db', view: VIEW });
      readyState = 'complete';
      parsed();
      painted();
      vi.runAllTimers();
      fail(vi.fn());
      await flushMicrotasks();
      vi.runAllTimers();
      expect(document.documentElement.getAttribute('data-app-start')).toBe('uncounted');
      expect(headSteps()).toEqual([`preload ${ENTRY}`, `entry ${ENTRY}`]);
    });
  }

  it('counts nothing where the page starts anyway (demo data here): the app counts it', () => {
    window.localStorage.setItem('demo-db', '{}');
    boot([ENTRY], null, { sessionKey: 'nf:signed-in', onUse: 'demo-db', view: VIEW });
    parsed();
    painted();
    vi.runAllTimers();
    expect(importModule).not.toHaveBeenCalled();
    expect(headSteps()).toEqual([`preload ${ENTRY}`, `entry ${ENTRY}`]);
  });

  it('counts nothing when the visitor used the page before it painted: the app starts and counts it', () => {
    boot([ENTRY], null, { sessionKey: 'nf:signed-in', onUse: 'demo-db', view: VIEW });
    parsed();
    document.dispatchEvent(new PointerEvent('pointerdown'));
    painted();
    vi.runAllTimers();
    expect(importModule).not.toHaveBeenCalled();
    expect(headSteps()).toEqual([`preload ${ENTRY}`, `entry ${ENTRY}`]);
  });

  it('is written only for a page that waits for use, with a module path', () => {
    expect(pageBootElement(ENTRY, [], null, { onUse: [], view: VIEW })).toContain(` data-view="${VIEW}"`);
    expect(() => pageBootElement(ENTRY, [], null, { onUse: null, view: VIEW })).toThrow(/waits for use/);
    expect(() => pageBootElement(ENTRY, [], null, { onUse: [], view: '/assets/x.js" onload="alert(1)' })).toThrow(/Unexpected module path/);
  });
});

describe("a page that waits for its first use: the first use's modules fetched beforehand, once loaded and idle", () => {
  const PAGE = '/assets/services-jkl.js';
  const TOASTER = '/assets/toaster-pqr.js';

  it('preloads every module at once (the entry, the app, the page) once painted, loaded and idle, and runs none until use', async () => {
    boot([ENTRY, REACT_DOM, OTHER, PAGE, TOASTER], REACT_DOM, { sessionKey: 'nf:signed-in', onUse: 'demo-db' });
    parsed();
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    idle();
    // Loaded and idle, but nothing painted yet: nothing fetched.
    expect(headSteps()).toEqual([]);
    FakePaintObserver.instances[0].report(['first-contentful-paint']);
    vi.runAllTimers();
    expect(headSteps()).toEqual([]);

    idle();
    const preloads = [ENTRY, REACT_DOM, OTHER, PAGE, TOASTER].map((path) => `preload ${path}`);
    expect(headSteps()).toEqual(preloads);
    vi.runAllTimers();
    expect(importModule).not.toHaveBeenCalled();
    expect(document.documentElement.getAttribute('data-app-start')).toBe('on-use');

    // The first use starts the app from what is here: no module preloaded twice.
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    vi.runOnlyPendingTimers();
    expect(importModule).toHaveBeenCalledExactlyOnceWith(REACT_DOM);
    resolveImport();
    await flushMicrotasks();
    vi.runAllTimers();
    expect(headSteps()).toEqual([...preloads, `entry ${ENTRY}`]);
  });

  it('preloads nothing beforehand for a visitor who asked to save data (Save-Data); their first use fetches them in one round', () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    readyState = 'complete';
    boot([ENTRY, REACT_DOM, PAGE], REACT_DOM, { sessionKey: 'nf:signed-in', onUse: 'demo-db' });
    FakePaintObserver.instances[0].report(['first-contentful-paint']);
    vi.runAllTimers();
    idle();
    expect(headSteps()).toEqual([]);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    vi.runOnlyPendingTimers();
    expect(headSteps()).toEqual([`preload ${ENTRY}`, `preload ${REACT_DOM}`, `preload ${PAGE}`]);
  });

  it('a use before the idle moment preloads them all at once as it starts', () => {
    readyState = 'complete';
    boot([ENTRY, REACT_DOM, PAGE], REACT_DOM, { sessionKey: 'nf:signed-in', onUse: 'demo-db' });
    FakePaintObserver.instances[0].report(['first-contentful-paint']);
    vi.runAllTimers();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    vi.runOnlyPendingTimers();
    expect(headSteps()).toEqual([`preload ${ENTRY}`, `preload ${REACT_DOM}`, `preload ${PAGE}`]);
    idle();
    expect(headSteps()).toHaveLength(3);
  });
});

describe('a counted page: its traffic counted once loaded and idle (data-traffic)', () => {
  const TRAFFIC = '/assets/traffic-count-mno.js';
  const painted = () => FakePaintObserver.instances[0].report(['first-contentful-paint']);

  it('imports the traffic counter only after the load event and an idle moment, calls it once, and leaves the app waiting', async () => {
    const countPageLoad = vi.fn();
    boot([ENTRY], null, { sessionKey: 'nf:signed-in', onUse: 'demo-db', traffic: TRAFFIC });
    parsed();
    painted();
    vi.runAllTimers();
    expect(importModule).not.toHaveBeenCalled();
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(importModule).not.toHaveBeenCalled();
    idle();
    expect(importModule).toHaveBeenCalledExactlyOnceWith(TRAFFIC);
    resolveImport({ countPageLoad });
    await flushMicrotasks();
    expect(countPageLoad).toHaveBeenCalledOnce();
    expect(document.documentElement.getAttribute('data-app-start')).toBe('on-use');
    // The app's modules preloaded in the same idle moment, not run.
    expect(headSteps()).toEqual([`preload ${ENTRY}`]);
  });

  it('on a page already loaded, imports it at once when idle; one that does not load changes nothing else', async () => {
    readyState = 'complete';
    boot([ENTRY], null, { sessionKey: 'nf:signed-in', onUse: 'demo-db', traffic: TRAFFIC });
    painted();
    vi.runAllTimers();
    idle();
    expect(importModule).toHaveBeenCalledExactlyOnceWith(TRAFFIC);
    rejectImport();
    await flushMicrotasks();
    vi.runAllTimers();
    expect(document.documentElement.getAttribute('data-app-start')).toBe('on-use');
    expect(headSteps()).toEqual([`preload ${ENTRY}`]);
  });

  it('is written with a module path only', () => {
    expect(pageBootElement(ENTRY, [], null, { onUse: [], traffic: TRAFFIC })).toContain(` data-traffic="${TRAFFIC}"`);
    expect(() => pageBootElement(ENTRY, [], null, { onUse: [], traffic: '/assets/x.js" onload="alert(1)' })).toThrow(/Unexpected module path/);
  });
});

describe('a choice made in a select before the page is live', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-page-live');
  });

  const choose = (select: HTMLSelectElement, value: string) => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };

  it('is kept on the select for the app to make; not in a form the app takes over, nor once the page is live', () => {
    document.body.innerHTML = `
      <select id="sort"><option value="latest">Latest</option><option value="oldest">Oldest</option></select>
      <form data-app-form><select id="service"><option value="a">A</option><option value="b">B</option></select></form>`;
    boot([ENTRY], null);
    const sort = document.getElementById('sort') as HTMLSelectElement;
    const service = document.getElementById('service') as HTMLSelectElement;
    choose(sort, 'oldest');
    choose(service, 'b');
    expect(sort.getAttribute('data-held-choice')).toBe('oldest');
    expect(service.hasAttribute('data-held-choice')).toBe(false);

    sort.removeAttribute('data-held-choice');
    document.documentElement.setAttribute('data-page-live', '');
    choose(sort, 'latest');
    expect(sort.hasAttribute('data-held-choice')).toBe(false);
  });
});

describe('a button pressed before the app has its root', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-app-root');
  });

  it('is marked for the app to press again: the last one only, never a popover control or a submit button', () => {
    document.body.innerHTML = `
      <button type="button" id="first">First</button>
      <button type="button" id="second"><span id="inside">Second</span></button>
      <button type="button" id="menu" popovertarget="m">Menu</button>
      <form><button type="submit" id="submit">Send</button></form>`;
    boot([ENTRY], null);
    const held = () => [...document.querySelectorAll('[data-held-click]')].map((element) => element.id);
    document.getElementById('first')!.click();
    expect(held()).toEqual(['first']);
    document.getElementById('inside')!.click();
    expect(held()).toEqual(['second']);
    document.getElementById('menu')!.click();
    document.getElementById('submit')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(held()).toEqual(['second']);

    // The app has its root: React answers presses on what it has hydrated (it keeps the props there).
    document.getElementById('second')!.removeAttribute('data-held-click');
    document.documentElement.setAttribute('data-app-root', '');
    Object.assign(document.getElementById('first')!, { '__reactProps$test': {} });
    document.getElementById('first')!.click();
    expect(held()).toEqual([]);
  });

  it('stays marked, once the app has its root, where React could not answer it (the pressed part not hydrated yet), until the page is live', () => {
    document.body.innerHTML = `
      <div id="layout"><button type="button" id="menu-button">Menu</button></div>
      <div id="page"><button type="button" id="filters">Filters</button></div>`;
    boot([ENTRY], null);
    const held = () => [...document.querySelectorAll('[data-held-click]')].map((element) => element.id);
    document.documentElement.setAttribute('data-app-root', '');
    // React has hydrated the layout: it keeps each element's props on it.
    Object.assign(document.getElementById('menu-button')!, { '__reactProps$test': {} });

    document.getElementById('menu-button')!.click();
    expect(held()).toEqual([]);
    document.getElementById('filters')!.click();
    expect(held()).toEqual(['filters']);

    // Live: the page pressed it again (src/app/routes.tsx), and React answers every press from now on.
    document.getElementById('filters')!.removeAttribute('data-held-click');
    document.documentElement.setAttribute('data-page-live', '');
    document.getElementById('filters')!.click();
    expect(held()).toEqual([]);
    document.documentElement.removeAttribute('data-page-live');
  });
});

describe('the header’s scrolled look, before any use', () => {
  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  };
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).scrollY;
  });

  it('marks <html> data-scrolled past the header’s threshold as the page scrolls (a wheel, no key or click), and no more once back', () => {
    boot([ENTRY], null, { onUse: '' });
    expect(document.documentElement.getAttribute('data-app-start')).toBe('on-use');
    expect(document.documentElement.hasAttribute('data-scrolled')).toBe(false);
    scrollTo(SCROLLED_THRESHOLD);
    expect(document.documentElement.hasAttribute('data-scrolled')).toBe(false);
    scrollTo(SCROLLED_THRESHOLD + 1);
    expect(document.documentElement.hasAttribute('data-scrolled')).toBe(true);
    // Scrolling is not a use: the page still waits.
    expect(document.documentElement.getAttribute('data-app-start')).toBe('on-use');
    scrollTo(0);
    expect(document.documentElement.hasAttribute('data-scrolled')).toBe(false);
  });

  it('marks a page opened already scrolled (a reload, a link to a spot far down)', () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 800 });
    boot([ENTRY], null);
    expect(document.documentElement.hasAttribute('data-scrolled')).toBe(true);
  });
});

describe('the emitted text', () => {
  it('is page-boot.browser.js, minified', () => {
    expect(PAGE_BOOT_SCRIPT).toBe(pageBootScript(readFileSync(PAGE_BOOT_SOURCE_FILE, 'utf8')));
    expect(PAGE_BOOT_SCRIPT).not.toMatch(/\n|\/\*|<\/script/i);
    expect(PAGE_BOOT_SCRIPT).toMatch(/\(document\.currentScript\.dataset\);?$/);
  });

  it('is exactly what the CSP hash covers', () => {
    const element = pageBootElement(ENTRY, [REACT_DOM, OTHER], REACT_DOM, { sessionKey: 'nf:signed-in', onUse: ['demo-db'] });
    expect(element).toContain(' data-session-key="nf:signed-in" data-on-use="demo-db">');
    expect(() => pageBootElement(ENTRY, [], null, { onUse: ['a" onload="x'] })).toThrow();
    const inline = /^<script [^>]*>([\s\S]*)<\/script>$/.exec(element)![1];
    expect(inline).toBe(PAGE_BOOT_SCRIPT);
    const hash = `'sha256-${createHash('sha256').update(inline, 'utf8').digest('base64')}'`;
    expect(PAGE_BOOT_SCRIPT_HASH).toBe(hash);
    expect(securityHeaders({})['Content-Security-Policy']).toContain(`script-src 'self' ${hash}`);
  });
});

// Last: the script's listeners outlive a test, and this one's would answer a later test's events.
describe('the boot script, on a page that says ages', () => {
  it("says the page's ages and year by this browser's clock once parsed, in the app's words, and keeps the time for the app", () => {
    const DAY = 86_400_000;
    // Ages from a few seconds to years, and one in the future; each written as the build saw it.
    const offsets = [-20_000, -120_000, -2 * 3_600_000, -DAY, -3 * DAY, -8 * DAY, -20 * DAY, -45 * DAY, -200 * DAY, -400 * DAY, -900 * DAY, 2 * DAY];
    const at = Date.now();
    document.body.innerHTML =
      offsets.map((offset) => `<time data-age datetime="${new Date(at + offset).toISOString()}">as built</time>`).join('') +
      '<time datetime="2020-01-01T00:00:00.000Z">not an age</time><p>© <span data-year>1999</span></p>';
    boot([ENTRY], null);
    expect(document.querySelector('[data-year]')).toHaveTextContent('1999');
    parsed();

    const now = new Date(Number(document.documentElement.getAttribute('data-now')));
    expect(Math.abs(now.getTime() - at)).toBeLessThan(60_000);
    const ages = [...document.querySelectorAll('time[data-age]')].map((time) => time.textContent);
    expect(ages).toEqual(offsets.map((offset) => formatRelative(new Date(at + offset), now)));
    expect(ages.slice(0, 5)).toEqual(['just now', '2 minutes ago', '2 hours ago', 'yesterday', '3 days ago']);
    expect(ages.slice(-3)).toEqual(['last year', '2 years ago', 'in 2 days']);
    expect(document.querySelector('time:not([data-age])')).toHaveTextContent('not an age');
    expect(document.querySelector('[data-year]')).toHaveTextContent(String(now.getFullYear()));
  });
});
