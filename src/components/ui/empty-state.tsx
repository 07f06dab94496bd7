/** What a list shows when it has nothing to show: an icon, a title, a line of text, and maybe a way on. */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  /** The title's element: a heading at the level the page needs, or a plain paragraph. */
  titleAs?: 'h2' | 'h3' | 'p';
  text?: ReactNode;
  /** A button or link, e.g. "Clear search and filter". */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ icon: Icon, title, titleAs: Title = 'h2', text, action, className = '' }: EmptyStateProps) {
  return (
    <div className={`rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center ${className}`}>
      <Icon aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
      <Title className="mt-3 text-lg font-semibold text-slate-900">{title}</Title>
      {text && <p className="mt-1 text-slate-700">{text}</p>}
      {action && <div className="mt-5 flex justify-center">{action}</div>}
    </div>
  );
}
