/**
 * A press made before the app could answer it, which the boot script keeps (`data-held-click`,
 * scripts/page-boot.browser.js): pressed again, once, when the app can. Nothing when none is held.
 */
import { HELD_CLICK } from './page-contract.ts';

export function pressHeldClick(): void {
  const held = document.querySelector<HTMLElement>(`[${HELD_CLICK}]`);
  if (!held) return;
  held.removeAttribute(HELD_CLICK);
  held.click();
}
