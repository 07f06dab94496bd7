/**
 * The post editor's unsaved form, kept in this browser: while the form differs from what was loaded
 * or saved, every change is written to localStorage (per signed-in person and post), so that a closed
 * tab, a reload or a crash loses nothing. Opening the editor again offers it back ("You have unsaved
 * changes from <time>", which says they stay in this browser until the person logs out): Restore puts
 * it in the form (still unsaved), Discard forgets it. A save, or leaving on purpose ("Leave without
 * saving"), forgets it too; and when the session here ends (logging out, a session ended for a
 * deactivated, deleted, disabled or expired account, deleting one's own account) the session forgets
 * every kept form in this browser, whoever's (`forgetAllKeptDrafts`, data/kept-drafts-store.ts).
 */
import { History, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { buttonStyles } from '@/components/ui/styles.ts';
import { EMPTY_BLOG_FORM, sameValues, type BlogFormState, type BlogFormValues } from '@/features/blog/components/blog-form-values.ts';
import { formatDateTime } from '@/lib/dates.ts';

export { keptDraftKey } from '@/features/blog/data/kept-drafts-store.ts';

export interface KeptDraft {
  values: BlogFormValues;
  /** When it was last written (ms). */
  savedAt: number;
}

/** The kept form, or null when there is none or it is not one (another version's, or damaged). */
export function readKeptDraft(key: string): KeptDraft | null {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
    if (!raw || typeof raw !== 'object') return null;
    const { values, savedAt } = raw as { values?: Record<string, unknown>; savedAt?: unknown };
    if (!values || typeof values !== 'object' || typeof savedAt !== 'number') return null;
    // Each field of the form, of its type; anything else is left at a new post's value.
    const kept = { ...EMPTY_BLOG_FORM } as Record<string, unknown>;
    for (const [name, empty] of Object.entries(EMPTY_BLOG_FORM)) {
      const value = values[name];
      if (Array.isArray(empty) ? Array.isArray(value) && value.every((tag) => typeof tag === 'string') : typeof value === typeof empty) {
        kept[name] = value;
      }
    }
    if (kept.format !== 'markdown' && kept.format !== 'plain') kept.format = EMPTY_BLOG_FORM.format;
    return { values: kept as unknown as BlogFormValues, savedAt };
  } catch {
    return null;
  }
}

function writeKeptDraft(key: string, values: BlogFormValues) {
  try {
    window.localStorage.setItem(key, JSON.stringify({ values, savedAt: Date.now() } satisfies KeptDraft));
  } catch {
    // Storage full or blocked: the form still warns before leaving (useUnsavedChangesGuard).
  }
}

function forgetKeptDraft(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept.
  }
}

export interface KeptDraftHold {
  /** The kept form found when the editor opened, until the person restores or discards it. */
  offer: KeptDraft | null;
  restore: () => void;
  discard: () => void;
  /** Forgets the kept form (after a save, or leaving without saving). */
  forget: () => void;
}

/**
 * Keeps the form under `key` while it is unsaved (null: keeps nothing, e.g. before the session is
 * known). While an offer is open the kept form stays until something new is typed, which is kept instead.
 */
export function useKeptDraft(key: string | null, state: BlogFormState): KeptDraftHold {
  const { values, dirty, replaceValues } = state;
  const offerOf = (at: string | null) => {
    const kept = at ? readKeptDraft(at) : null;
    return kept && !sameValues(kept.values, values) ? kept : null;
  };
  const [offer, setOffer] = useState<KeptDraft | null>(() => offerOf(key));
  // Known only now (the session had not said who is signed in): look for a kept form once more.
  const [lookedUp, setLookedUp] = useState(key);
  if (key !== lookedUp) {
    setLookedUp(key);
    setOffer(offerOf(key));
  }
  const open = offer !== null;

  useEffect(() => {
    if (!key) return;
    // Typed while the offer is open: the newest changes are kept (the offer stays restorable here).
    if (dirty) writeKeptDraft(key, values);
    // Unchanged while the offer is open: the kept changes stay until Restore or Discard.
    else if (!open) forgetKeptDraft(key);
  }, [key, open, dirty, values]);

  const restore = useCallback(() => {
    if (offer) replaceValues(offer.values);
    setOffer(null);
  }, [offer, replaceValues]);
  const forget = useCallback(() => {
    if (key) forgetKeptDraft(key);
  }, [key]);
  const discard = useCallback(() => {
    forget();
    setOffer(null);
  }, [forget]);
  return { offer, restore, discard, forget };
}

/** The offer above the form: when the kept changes are from, Restore and Discard. */
export function KeptDraftOffer({ hold, onRestored }: { hold: KeptDraftHold; onRestored: () => void }) {
  const headingId = useId();
  const textId = useId();
  if (!hold.offer) return null;
  return (
    <section
      aria-labelledby={headingId}
      aria-describedby={textId}
      className="mb-6 flex flex-col gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id={headingId} className="font-semibold text-slate-900">
          You have unsaved changes from {formatDateTime(new Date(hold.offer.savedAt))}
        </h2>
        <p id={textId} className="mt-1 text-sm text-slate-700">
          This browser kept them when the editor closed before they were saved. They stay in this browser until you log
          out. Restore them to go on, or discard them to start from the saved post.
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
        <button
          type="button"
          className={buttonStyles.primary}
          onClick={() => {
            hold.restore();
            // The form is on the page already (below this offer): its field takes the focus the button leaves.
            onRestored();
          }}
        >
          <History aria-hidden="true" className="h-4 w-4" />
          Restore changes
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={hold.discard}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Discard
        </button>
      </div>
    </section>
  );
}
