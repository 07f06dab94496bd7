/** An application's status as a coloured badge, and each status's colours and icon (admin figures). */
import { CheckCircle2, MessagesSquare, Search, Sparkles, XCircle, type LucideIcon } from 'lucide-react';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@/features/careers/data/applications.ts';

export const STATUS_TONES: Record<ApplicationStatus, { badge: string; card: string; icon: LucideIcon }> = {
  new: { badge: 'bg-brand-50 text-brand-800 ring-brand-200', card: 'bg-brand-600', icon: Sparkles },
  reviewing: { badge: 'bg-amber-50 text-amber-900 ring-amber-200', card: 'bg-amber-600', icon: Search },
  interview: { badge: 'bg-violet-50 text-violet-800 ring-violet-200', card: 'bg-violet-600', icon: MessagesSquare },
  declined: { badge: 'bg-slate-100 text-slate-800 ring-slate-300', card: 'bg-slate-600', icon: XCircle },
  hired: { badge: 'bg-green-50 text-green-800 ring-green-200', card: 'bg-green-700', icon: CheckCircle2 },
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_TONES[status].badge}`}>
      {APPLICATION_STATUS_LABELS[status]}
    </span>
  );
}

