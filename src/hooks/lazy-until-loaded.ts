/**
 * A component whose module is fetched on demand: rendered through React.lazy only while its module
 * is on its way, and once it has arrived (preloaded, or fetched for an earlier use) as itself, at
 * once. React holds back the reveal of a suspended part for about 300 ms to group reveals, which a
 * part already here must not wait for; and hydration must find a preloaded page itself, not a
 * fallback. The route pages (src/app/routes.tsx) and the header's search dialog use it.
 */
import { lazy, type ComponentType } from 'react';

export function lazyUntilLoaded<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  return {
    /** Fetches the module (once the browser has it, at no cost) and keeps its component. */
    preload,
    /**
     * The component to render now: the loaded one, else the lazy one. Choose it once per mount
     * (`const [Component] = useState(x.current)`): switching from one to the other would remount it.
     */
    current: (): ComponentType<P> => loaded ?? Lazy,
  };
}
