/**
 * The app's part in counting traffic (src/traffic-count.ts, docs/decisions/0034-traffic-without-a-cookie.md):
 * a view of each page it shows after a move within the site, and the document's own load where the boot
 * script has not counted it yet. It imports the very file the boot script imports (`data-traffic` on the
 * page's boot script: one module, so the load is counted once, whoever asks first), once the page is
 * idle. Not a chunk of the app's own build: a lazy module sharing the first load's modules would split
 * the first load into more files. The dev server, with no boot script, imports the source.
 */
import { useEffect, useRef } from 'react';
import { whenPageIdle } from '@/lib/idle.ts';
import { BOOT_TRAFFIC } from '@/lib/page-contract.ts';

type TrafficCounter = typeof import('@/traffic-count.ts');

const ignore = () => {};

function loadCounter(): Promise<TrafficCounter> {
  if (import.meta.env.DEV) return import('@/traffic-count.ts');
  const file = document.querySelector(`script[${BOOT_TRAFFIC}]`)?.getAttribute(BOOT_TRAFFIC);
  return file ? (import(/* @vite-ignore */ file) as Promise<TrafficCounter>) : Promise.reject(new Error('This page counts no traffic'));
}

/** Counts `pathname` (the page shown): the document's load the first time, a move within the site after. */
export function useTrafficCount(pathname: string): void {
  const counted = useRef('');
  useEffect(() => {
    if (counted.current === pathname) return;
    const load = !counted.current;
    counted.current = pathname;
    whenPageIdle()
      .then(loadCounter)
      .then((counter) => (load ? counter.countPageLoad(pathname) : counter.countMove(pathname)), ignore);
  }, [pathname]);
}
