/**
 * A visitor whose device clock is far ahead of the server's: the rules refuse a public query that asks
 * for posts published up to a time the server has not reached, and the app asks again with the
 * server's time, read from the Date header of the site's own address (whole seconds). A page asks for
 * several lists at once, so several are refused together; each must recover, however the header's
 * second falls between their readings.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError, type WhereClause } from '@/backend/types.ts';

const DAY = 86_400_000;
/** The device is 400 days ahead. */
const AHEAD = 400 * DAY;

/** The server's time: this machine's clock, which the test's device clock is ahead of. */
const serverNow = () => Date.now() - AHEAD;

/** The rules' check (rule 78): a public list asks for `publishAt <= t` with t at or before the server's time. */
function refuseAhead(filters: WhereClause[]) {
  const bound = filters.find(([field, op]) => field === 'publishAt' && op === '<=')?.[2];
  if (!(bound instanceof Date)) throw new Error('a public query without its time');
  if (bound.getTime() > serverNow()) return Promise.reject(new BackendError('permission-denied'));
  return Promise.resolve(bound);
}

async function loadStore() {
  vi.resetModules();
  return import('@/features/blog/data/blog-store.ts');
}

describe("a public query from a device whose clock is ahead of the server's", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks again with the time the site\u2019s clock has passed', async () => {
    vi.useFakeTimers({ now: Date.now() + AHEAD, toFake: ['Date'] });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { headers: { date: new Date(serverNow()).toUTCString() } })),
    );
    const { askPublic } = await loadStore();
    const asked = await askPublic(refuseAhead);
    expect(asked.getTime()).toBeLessThanOrEqual(serverNow());
  });

  it('recovers every query refused together, though the server\u2019s second ticks over between the readings', async () => {
    vi.useFakeTimers({ now: Date.now() + AHEAD, toFake: ['Date'] });
    // Each reading of the header comes half a second after the last: the second the header gives moves
    // on between two readings, so a later reading can find the clock less far ahead than the first did.
    let readings = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        readings += 1;
        vi.setSystemTime(Date.now() + 500);
        return new Response(null, { headers: { date: new Date(serverNow()).toUTCString() } });
      }),
    );
    const { askPublic } = await loadStore();
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => askPublic(refuseAhead)));
    expect(results.map((result) => result.status)).toEqual(Array(5).fill('fulfilled'));
    // One reading served them all.
    expect(readings).toBe(1);
  });

  it('still reports a refusal that the clock does not explain', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { headers: { date: new Date().toUTCString() } })),
    );
    const { askPublic } = await loadStore();
    await expect(askPublic(() => Promise.reject(new BackendError('permission-denied')))).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
