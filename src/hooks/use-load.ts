/**
 * The one way a page loads its data: a load function and the key it depends on, and in return the
 * state of the answer (loading, error, ready), `retry` and `refresh`. A new key shows the loading
 * state until its own answer arrives (an answer to an older key is dropped); `refresh` loads again
 * and keeps what is shown meanwhile; a failure is logged and, when the page gives one, toasted with
 * the page's message. A page prerendered with its data passes it as `initial`: shown at once (also
 * while the key is still null) until the first answer from the backend replaces it (the build's copy
 * may be old).
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { builtDataIsCurrent } from '@/backend/index.ts';

export type LoadState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

export interface LoadOptions<T> {
  /** The data the page was prerendered with: shown at once for the first key while it is loaded afresh. */
  initial?: T;
  /** The message a failure is logged and toasted with (spec §8's texts); no toast without one. */
  errorMessage?: string;
  /** False: a failure is logged but not toasted (a part of a page that can do without its data). */
  toast?: boolean;
  /**
   * True: while a new key loads, the last answer stays on screen (marked `stale`) instead of the
   * loading state — for a list that is searched or paged in place.
   */
  keepPrevious?: boolean;
}

export interface Load<T> {
  state: LoadState<T>;
  /** The data of the last answer for this key, also while a refresh is under way; undefined before. */
  data: T | undefined;
  /** True while `keepPrevious` shows the answer to an earlier key. */
  stale: boolean;
  /** Loads again, showing the loading state (the error state's "Try again"). */
  retry: () => void;
  /**
   * Loads again in the background, keeping what is shown until the answer arrives (after a change).
   * Resolves with the new data, or null when that load failed (what is shown then stays).
   */
  refresh: () => Promise<T | null>;
  /** Changes what is shown at once (say, a deleted row), until the next answer replaces it. */
  update: (change: (data: T) => T) => void;
}

const LOADING = { status: 'loading' } as const;

/**
 * `load` is called whenever `key` changes (compared as JSON), and on retry and refresh; `null` as the
 * key means not yet (say, until the session is known), and keeps the loading state.
 */
export function useLoad<T>(key: unknown, load: () => Promise<T>, options: LoadOptions<T> = {}): Load<T> {
  const keyText = key === null ? null : JSON.stringify(key);
  const [attempt, setAttempt] = useState(0);
  const [refreshes, setRefreshes] = useState(0);
  // Each answer is tagged with the key and attempt it answers.
  const tag = `${keyText}#${attempt}`;
  const [answer, setAnswer] = useState<{ tag: string; state: LoadState<T> } | null>(null);
  // The latest load function and message, without making them dependencies: the key says when to load.
  // (Effects run in order: this one has updated it before the load below runs.)
  const latest = useRef({ load, options });
  useEffect(() => {
    latest.current = { load, options };
  });

  // Refreshes waiting for their answer: the next load to finish answers them all, once its answer is
  // on screen (so that what runs next — say, moving focus — sees the new rows).
  const waiting = useRef<((data: T | null) => void)[]>([]);
  const settle = useCallback((data: T | null) => waiting.current.splice(0).forEach((resolve) => resolve(data)), []);
  const shown = useRef<{ answer: object; data: T } | null>(null);
  useEffect(() => {
    if (shown.current && shown.current.answer === answer) {
      settle(shown.current.data);
      shown.current = null;
    }
  }, [answer, settle]);

  // The first key's answer is the prerendered data when the backend would answer the same (demo mode,
  // nothing stored in this browser yet): no read, and no backend started for it.
  const firstKey = useRef(keyText);
  useEffect(() => {
    if (keyText === null) return;
    const first = attempt === 0 && refreshes === 0 && keyText === firstKey.current;
    if (first && latest.current.options.initial !== undefined && builtDataIsCurrent()) return;
    let active = true;
    latest.current.load().then(
      (data) => {
        if (!active) return;
        const next = { tag, state: { status: 'ready', data } as LoadState<T> };
        shown.current = { answer: next, data };
        startTransition(() => setAnswer(next));
      },
      (error: unknown) => {
        if (!active) return;
        settle(null);
        const { errorMessage, toast: toasted = true } = latest.current.options;
        console.error(errorMessage ?? 'Error loading data', error);
        if (errorMessage && toasted) toast.error(errorMessage, { id: errorMessage });
        // A failed refresh keeps what is shown; a failed load shows the error.
        setAnswer((current) => (current?.tag === tag && current.state.status === 'ready' ? current : { tag, state: { status: 'error', error } }));
      },
    );
    return () => {
      active = false;
    };
  }, [keyText, attempt, refreshes, tag, settle]);

  // Until the first answer (also while the key is null), the prerendered data stands in.
  const stale = answer !== null && answer.tag !== tag && options.keepPrevious === true && answer.state.status === 'ready';
  const state: LoadState<T> =
    answer?.tag === tag || stale
      ? answer!.state
      : answer === null && options.initial !== undefined
        ? { status: 'ready', data: options.initial }
        : LOADING;
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback(
    () =>
      new Promise<T | null>((resolve) => {
        waiting.current.push(resolve);
        setRefreshes((n) => n + 1);
      }),
    [],
  );
  const update = useCallback(
    (change: (data: T) => T) =>
      setAnswer((current) =>
        current?.state.status === 'ready' ? { ...current, state: { status: 'ready', data: change(current.state.data) } } : current,
      ),
    [],
  );
  return { state, data: state.status === 'ready' ? state.data : undefined, stale, retry, refresh, update };
}
