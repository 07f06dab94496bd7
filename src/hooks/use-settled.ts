/**
 * A value once it has stayed the same for `delay` ms: what a search box's query follows, so that a
 * search runs once typing pauses rather than on every key.
 */
import { useEffect, useState } from 'react';

/** How long typing pauses before a search runs. */
export const SEARCH_DELAY_MS = 250;

export function useSettled<T>(value: T, delay: number = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
