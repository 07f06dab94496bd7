/** The toaster (spec §9 durations), in its own chunk: it is not needed for the first paint. */
import { Toaster } from 'react-hot-toast';

export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      containerStyle={{ top: 80 }}
      toastOptions={{
        duration: 4000,
        success: { duration: 2000 },
        error: { duration: 4000 },
        loading: { duration: Infinity },
        style: { maxWidth: 350 },
      }}
    />
  );
}
