import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoad } from '@/hooks/use-load.ts';
import { STORAGE_KEY as DEMO_STORAGE_KEY } from '@/backend/local/storage-key.ts';

/** A load whose answers the test hands out one by one. */
function controlled<T>() {
  const pending: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const load = vi.fn(() => new Promise<T>((resolve, reject) => pending.push({ resolve, reject })));
  return { load, pending };
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('useLoad', () => {
  it('loads for a key, shows loading until the answer, then the data', async () => {
    const { load, pending } = controlled<string>();
    const { result } = renderHook(() => useLoad(['a'], load));
    expect(result.current.state.status).toBe('loading');
    await act(async () => pending[0].resolve('answer'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'answer' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a new key shows loading again, and an answer to the old key is dropped', async () => {
    const { load, pending } = controlled<string>();
    const { result, rerender } = renderHook(({ key }) => useLoad(key, load), { initialProps: { key: 'a' } });
    rerender({ key: 'b' });
    await act(async () => pending[0].resolve('for a'));
    expect(result.current.state.status).toBe('loading');
    await act(async () => pending[1].resolve('for b'));
    expect(result.current.data).toBe('for b');
  });

  it('a failure shows the error, logs and toasts the page’s message; retry loads again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, pending } = controlled<number>();
    const { result } = renderHook(() => useLoad('k', load, { errorMessage: 'Error fetching things' }));
    const failure = new Error('offline');
    await act(async () => pending[0].reject(failure));
    expect(result.current.state).toEqual({ status: 'error', error: failure });
    expect(logged).toHaveBeenCalledWith('Error fetching things', failure);
    act(() => result.current.retry());
    expect(result.current.state.status).toBe('loading');
    await act(async () => pending[1].resolve(7));
    expect(result.current.data).toBe(7);
  });

  it('refresh keeps what is shown until the new answer, and a failed refresh keeps it too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, pending } = controlled<number>();
    const { result } = renderHook(() => useLoad('k', load));
    await act(async () => pending[0].resolve(1));
    let refreshed: Promise<number | null> = Promise.resolve(null);
    act(() => {
      refreshed = result.current.refresh();
    });
    expect(result.current.data).toBe(1);
    await act(async () => pending[1].resolve(2));
    expect(result.current.data).toBe(2);
    await expect(refreshed, 'a refresh resolves with its answer').resolves.toBe(2);
    act(() => {
      refreshed = result.current.refresh();
    });
    await act(async () => pending[2].reject(new Error('offline')));
    expect(result.current.state).toEqual({ status: 'ready', data: 2 });
    await expect(refreshed, 'a failed refresh resolves with null').resolves.toBeNull();
  });

  it('shows prerendered data at once for the first key while it loads afresh, and loads for the next key', async () => {
    // This browser has demo data of its own: it may differ from the build's.
    localStorage.setItem(DEMO_STORAGE_KEY, '{}');
    const { load, pending } = controlled<string>();
    const { result, rerender } = renderHook(({ key }) => useLoad(key, load, { initial: 'from the build' }), {
      initialProps: { key: 'first' },
    });
    expect(result.current.data).toBe('from the build');
    await act(async () => pending[0].resolve('fresh'));
    expect(result.current.data).toBe('fresh');
    rerender({ key: 'second' });
    expect(result.current.state.status).toBe('loading');
    await act(async () => pending[1].resolve('second answer'));
    expect(result.current.data).toBe('second answer');
  });

  it('in demo mode with no demo data stored here yet, takes the prerendered data as the first answer: no read', async () => {
    localStorage.removeItem(DEMO_STORAGE_KEY);
    const { load, pending } = controlled<string>();
    const { result, rerender } = renderHook(({ key }) => useLoad(key, load, { initial: 'from the build' }), {
      initialProps: { key: 'first' },
    });
    expect(result.current.state).toEqual({ status: 'ready', data: 'from the build' });
    expect(load).not.toHaveBeenCalled();
    rerender({ key: 'second' });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => pending[0].resolve('second answer'));
    expect(result.current.data).toBe('second answer');
  });

  it('waits while the key is null, and update changes what is shown at once', async () => {
    const { load, pending } = controlled<number[]>();
    const { result, rerender } = renderHook(({ key }: { key: string | null }) => useLoad(key, load), { initialProps: { key: null as string | null } });
    expect(load).not.toHaveBeenCalled();
    rerender({ key: 'ready' });
    await act(async () => pending[0].resolve([1, 2, 3]));
    act(() => result.current.update((rows) => rows.filter((n) => n !== 2)));
    expect(result.current.data).toEqual([1, 3]);
  });
});

describe('useLoad with keepPrevious', () => {
  it('keeps the last answer on screen, marked stale, while a new key loads', async () => {
    const { load, pending } = controlled<string>();
    const { result, rerender } = renderHook(({ key }) => useLoad(key, load, { keepPrevious: true }), { initialProps: { key: 'a' } });
    expect(result.current.state.status).toBe('loading');
    await act(async () => pending[0].resolve('for a'));
    rerender({ key: 'b' });
    expect(result.current).toMatchObject({ data: 'for a', stale: true });
    await act(async () => pending[1].resolve('for b'));
    expect(result.current).toMatchObject({ data: 'for b', stale: false });
  });
});
