/**
 * What admin lists share besides the screen: the header's Refresh and Export (with what Export
 * downloads said under them), and a row's card: its name (a button stretched over the card that opens
 * the details), its badges, facts and text, and its actions (Open, Mark as Read, Reply, Delete…),
 * which sit above the stretched button so that each stays its own target.
 */
import { Download, Loader2, RefreshCw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonStyles } from '@/components/ui/styles.ts';

export function RefreshExportActions({
  hintId,
  hint,
  refreshing,
  refreshDisabled,
  refreshingLabel = 'Refresh',
  onRefresh,
  exporting,
  exportDisabled,
  onExport,
}: {
  /** The id of the hint, which the Export button is described by. */
  hintId: string;
  /** What Export downloads. */
  hint: string;
  refreshing: boolean;
  refreshDisabled: boolean;
  /** What Refresh says while refreshing. */
  refreshingLabel?: string;
  onRefresh: () => void;
  /** What the Export button says while exporting; null when no export runs. */
  exporting: string | null;
  exportDisabled: boolean;
  onExport: () => void;
}) {
  return (
    <div className="flex w-full flex-col gap-1.5 sm:w-auto sm:items-end">
      <div className="flex gap-3">
        <button type="button" onClick={onRefresh} disabled={refreshDisabled} className={`${buttonStyles.secondary} flex-1 sm:flex-none`}>
          <RefreshCw aria-hidden="true" className={`h-4 w-4 ${refreshing ? 'animate-spin' : ''}`} />
          {refreshing ? refreshingLabel : 'Refresh'}
        </button>
        <button
          type="button"
          onClick={onExport}
          disabled={exportDisabled || exporting !== null}
          aria-describedby={hintId}
          className={`${buttonStyles.primary} flex-1 sm:flex-none`}
        >
          {exporting !== null ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Download aria-hidden="true" className="h-4 w-4" />}
          {exporting ?? 'Export'}
        </button>
      </div>
      <p id={hintId} className="text-xs text-slate-600">
        {hint}
      </p>
    </div>
  );
}

const TONES = {
  brand: 'border-brand-200 text-brand-800 hover:bg-brand-50',
  blue: 'border-blue-200 text-blue-800 hover:bg-blue-50',
  green: 'border-green-200 text-green-800 hover:bg-green-50',
  red: 'border-red-200 text-red-700 hover:bg-red-50',
} as const;

/** The column (a row on phones) of a row's actions. */
function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-3 md:w-36 md:flex-col md:border-0 md:pt-0">{children}</div>;
}

/** One action on a row: its icon (a spinner while `working`), its text, and a name that says which row. */
export function RowAction({
  icon: Icon,
  children,
  label,
  tone,
  disabled,
  working = false,
  onClick,
}: {
  icon: LucideIcon;
  children: ReactNode;
  /** The accessible name, naming the row ("Delete message from Ada"). */
  label: string;
  tone: keyof typeof TONES;
  disabled?: boolean;
  working?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className={`relative z-10 inline-flex min-h-10 flex-1 basis-auto items-center justify-center gap-1.5 rounded-lg border bg-white px-3 py-1.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 md:flex-none ${TONES[tone]}`}
    >
      {working ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Icon aria-hidden="true" className="h-4 w-4" />}
      {children}
    </button>
  );
}

/** One row of a list of cards: `highlighted` marks it as new (unread), with a bold name. */
export function RowCard({
  id,
  name,
  openLabel,
  onOpen,
  highlighted = false,
  badges,
  children,
  actions,
}: {
  /** The id of the name's button, where focus goes back to after a change. */
  id: string;
  name: string;
  /** The name button's accessible name ("View message from Ada"). */
  openLabel: string;
  onOpen: () => void;
  highlighted?: boolean;
  badges: ReactNode;
  /** The facts and text under the name. */
  children: ReactNode;
  /** The row's `RowAction`s. */
  actions: ReactNode;
}) {
  return (
    <li
      className={`relative rounded-xl border p-4 shadow-sm transition hover:shadow-md sm:p-5 ${
        highlighted ? 'border-brand-200 border-l-4 border-l-brand-600 bg-brand-50' : 'border-slate-200 bg-white'
      }`}
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className={`min-w-0 text-base text-slate-900 ${highlighted ? 'font-bold' : 'font-semibold'}`}>
              {/* The whole card opens the details (the button's area is stretched over it). */}
              <button
                id={id}
                type="button"
                onClick={onOpen}
                aria-label={openLabel}
                className="text-left wrap-anywhere after:absolute after:inset-0 after:rounded-xl hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {name}
              </button>
            </h3>
            {badges}
          </div>
          {children}
        </div>
        <RowActions>{actions}</RowActions>
      </div>
    </li>
  );
}

/** A fact under a row's name: its icon and text (`long`: an address that may break anywhere). */
export interface RowFact {
  icon: LucideIcon;
  text: ReactNode;
  long?: boolean;
}

/** The line of facts under a row's name (e-mail, phone, company, date); empty ones are left out. */
export function RowFacts({ facts }: { facts: (RowFact | false | null | undefined | '')[] }) {
  return (
    <p className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-sm wrap-anywhere text-slate-700">
      {facts.filter((fact): fact is RowFact => Boolean(fact)).map(({ icon: Icon, text, long }, index) => (
        <span key={index} className={`inline-flex items-center gap-1.5 ${long ? 'min-w-0 break-all' : ''}`}>
          <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
          {text}
        </span>
      ))}
    </p>
  );
}
