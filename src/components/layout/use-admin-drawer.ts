/**
 * The admin sidebar as a drawer, below the large layout (./admin-layout.tsx): whether it is open, the
 * elements focus moves between (its opener, its Close button, the drawer), and what closes it.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** Tailwind's `lg` breakpoint, where the sidebar stops being a drawer. */
const LARGE_SCREEN = '(min-width: 64rem)';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab wrap around inside `container`. */
function keepFocusInside(container: HTMLElement, event: KeyboardEvent) {
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (!container.contains(active)) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The drawer's state. `close` and Escape send focus back to the opener; `closeAfterNavigating` is for
 * the sidebar's links, and closes the drawer only if it is open.
 */
export function useAdminDrawer() {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLElement>(null);

  // Navigating closes the drawer.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setOpen(false);
  }

  const close = () => {
    setOpen(false);
    openerRef.current?.focus();
  };

  // A link chosen in the open drawer: the drawer closes and keyboard focus goes back to its opener,
  // rather than being lost on a link that has just been hidden.
  const closeAfterNavigating = () => {
    if (open) close();
  };

  // While open: focus goes into the drawer; Escape closes it (focus back to the opener), as does a
  // press outside it (the backdrop) or growing to the large layout; the page behind does not scroll.
  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        openerRef.current?.focus();
      } else if (event.key === 'Tab' && drawerRef.current) {
        keepFocusInside(drawerRef.current, event);
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!drawerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const large = typeof window.matchMedia === 'function' ? window.matchMedia(LARGE_SCREEN) : null;
    const onResize = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    large?.addEventListener('change', onResize);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      large?.removeEventListener('change', onResize);
      document.body.style.overflow = overflow;
    };
  }, [open]);

  return { open, setOpen, openerRef, closeRef, drawerRef, close, closeAfterNavigating };
}
