/**
 * A select chosen before the app could answer it (the blog's Sort by, on a slow phone): the boot
 * script keeps the chosen value on the element (`data-held-choice`, scripts/page-boot.browser.js), and
 * this hook, once the element is mounted, hands it to `choose` when it differs from `value`, as the
 * select's own change would have. Nothing when no choice was held.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { HELD_CHOICE } from '@/lib/page-contract.ts';

export function useHeldChoice(ref: RefObject<HTMLSelectElement | null>, value: string, choose: (value: string) => void): void {
  const latest = useRef({ value, choose });
  useEffect(() => {
    latest.current = { value, choose };
  });
  // After the tree's layout effects (not in one): `choose` may navigate, which the router takes only
  // once its own have run (as in use-form-takeover.ts).
  useEffect(() => {
    const held = ref.current?.getAttribute(HELD_CHOICE);
    if (held === null || held === undefined) return;
    ref.current?.removeAttribute(HELD_CHOICE);
    if (held !== latest.current.value) latest.current.choose(held);
  }, [ref]);
}
