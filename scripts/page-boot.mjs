/**
 * How a prerendered page starts its JavaScript (design.md §6). The page paints from its HTML and CSS
 * alone; its scripts are fetched only after that first paint, so that on a slow link they do not
 * compete with the HTML and CSS for bandwidth (Lighthouse mobile: FCP 1.6 s with the entry script in
 * <head>, 0.8 s without). This inline script waits until the document is parsed and its first
 * content painted (Paint Timing; the next frame where that is not supported), then adds modulepreloads
 * for the entry's imports, evaluates React DOM (`data-first`) in a task of its own, and then adds the
 * entry module (`data-modules`: the entry, then its imports).
 *
 * It is inline, so the Content-Security-Policy allows exactly this text by its hash
 * (security-headers.mjs): change a character and the hash follows, nothing else runs inline.
 */
import { createHash } from 'node:crypto';

export const PAGE_BOOT_SCRIPT =
  "(function(d){var l=d.modules.split(' '),n=0;" +
  "function entry(){setTimeout(function(){var s=document.createElement('script');s.type='module';s.src=l[0];document.head.appendChild(s)})}" +
  // Runs once both conditions below are met: the document is parsed, and its first content painted.
  "function step(){if(++n<2)return;setTimeout(function(){" +
  "for(var i=1;i<l.length;i++){var p=document.createElement('link');p.rel='modulepreload';p.href=l[i];document.head.appendChild(p)}" +
  // React DOM first, in a task of its own, then the app.
  "d.first?import(d.first).then(entry,entry):entry()})}" +
  "if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',step);else step();" +
  "var P=window.PerformanceObserver;" +
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){" +
  "var o=new P(function(x){if(x.getEntriesByName('first-contentful-paint').length){o.disconnect();step()}});" +
  "o.observe({type:'paint',buffered:true})}" +
  // Without paint timing: after the next frame.
  "else requestAnimationFrame(function(){setTimeout(step)})" +
  "})(document.currentScript.dataset)";

/** The CSP source that allows the boot script: `'sha256-…'`. */
export const PAGE_BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PAGE_BOOT_SCRIPT, 'utf8').digest('base64')}'`;

const SAFE_PATH = /^\/[\w./-]+\.js$/;

/**
 * The boot script element for an entry module and the modules it imports; `first`, one of them, is
 * evaluated on its own before the entry (React DOM, the biggest).
 */
export function pageBootElement(entry, imports = [], first = null) {
  for (const path of [entry, ...imports, ...(first ? [first] : [])]) {
    if (!SAFE_PATH.test(path)) throw new Error(`Unexpected module path ${JSON.stringify(path)}`);
  }
  const firstAttribute = first ? ` data-first="${first}"` : '';
  return `<script data-modules="${[entry, ...imports].join(' ')}"${firstAttribute}>${PAGE_BOOT_SCRIPT}</script>`;
}
