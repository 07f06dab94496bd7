/**
 * A press made before the app could answer it, which the boot script keeps (`data-held-click`,
 * scripts/page-boot.browser.js): pressed again, once, when the app can. Nothing when none is held.
 */
export function pressHeldClick(): void {
  const held = document.querySelector<HTMLElement>('[data-held-click]');
  if (!held) return;
  held.removeAttribute('data-held-click');
  held.click();
}
