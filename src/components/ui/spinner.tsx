import { Loader2 } from 'lucide-react';

/** A spinner with a visible (or screen-reader) label; announced politely. */
export function Spinner({ label = 'Loading...', showLabel = true, className = '' }: { label?: string; showLabel?: boolean; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={`flex items-center justify-center gap-3 py-10 text-slate-600 ${className}`}>
      <Loader2 aria-hidden="true" className="h-6 w-6 animate-spin text-brand-600" />
      <span className={showLabel ? '' : 'sr-only'}>{label}</span>
    </div>
  );
}
