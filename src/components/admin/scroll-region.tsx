/**
 * A wide table's horizontal scroller. While what it holds is wider than it (a table on a narrow
 * phone), it is a region named `label` in the Tab order, so that a keyboard can reach it and scroll it
 * with the arrow keys (WCAG 2.1.1; axe: scrollable-region-focusable); otherwise it is a plain box, and
 * no extra Tab stop.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

export function ScrollRegion({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    check();
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={`overflow-x-auto ${className}`} {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
      {children}
    </div>
  );
}
