/**
 * An accessible modal on the native <dialog>: focus moves in (to a control marked `MODAL_AUTOFOCUS`, or
 * the first), Tab stays inside, Escape closes,
 * and focus returns to what opened it, or to what the page drew in its place (`returnFocus`). A form
 * inside that holds typed work says so (`useUnsavedInModal`): Escape, Close and a click on the
 * backdrop then ask before discarding it.
 */
import { X } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { buttonStyles } from './styles.ts';

/** Marks the control a modal focuses as it opens (spread `{ [MODAL_AUTOFOCUS]: '' }` on it); else the browser focuses the first, Close. */
export const MODAL_AUTOFOCUS = 'data-autofocus';

const UnsavedInModal = createContext<((what: string | null) => void) | null>(null);

/**
 * Tells the modal around a form what closing it now would throw away ("your reply"), or null when
 * nothing: while set, the modal asks before it closes. A form's own Cancel button still closes at once.
 */
export function useUnsavedInModal(what: string | null) {
  const report = useContext(UnsavedInModal);
  // Before the browser paints, so that an Escape pressed right after typing already asks.
  useLayoutEffect(() => {
    report?.(what);
    return () => report?.(null);
  }, [report, what]);
}

/**
 * Gives focus back to what opened the modal. The page may have drawn that element anew while the
 * modal was open (a list whose search answered meanwhile replaces its rows): focus then goes to the
 * element drawn in its place, found by the same id. An opener that can be redrawn keeps its id across
 * redraws for this (say, one made from the record's id, not `useId`).
 */
function returnFocus(opener: HTMLElement | null) {
  const target = opener && !opener.isConnected && opener.id ? document.getElementById(opener.id) : opener;
  target?.focus?.();
}

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Tailwind max-width class. */
  size?: string;
}

export function Modal({ open, title, onClose, children, size = 'max-w-lg' }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const askId = useId();
  const [unsaved, setUnsaved] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  // Escape, Close and the backdrop: straight away, or, with typed work inside, after asking.
  const requestClose = () => {
    if (asking) setAsking(false);
    else if (unsaved) setAsking(true);
    else onClose();
  };
  const requestCloseRef = useRef(requestClose);
  useEffect(() => {
    requestCloseRef.current = requestClose;
  });
  const report = useCallback((what: string | null) => setUnsaved(what), []);

  // A closed modal asks nothing when it opens again.
  if (!open && asking) setAsking(false);
  useEffect(() => {
    if (asking) keepRef.current?.focus();
  }, [asking]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    // The control a form inside marks as where typing starts (`data-autofocus`: a reply's text box),
    // rather than the first one, Close, which a typed space would press.
    dialog.querySelector<HTMLElement>(`[${MODAL_AUTOFOCUS}]`)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        requestCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      returnFocus(opener);
    };
  }, [open]);

  if (!open) return null;
  return (
    // A click on the backdrop closes, as a convenience; keyboard users have Escape and the Close button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) requestClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${size} rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60`}
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <button
          type="button"
          onClick={requestClose}
          className="rounded-lg p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          aria-label="Close"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      {asking && unsaved && (
        <div role="group" aria-labelledby={askId} className="flex flex-col gap-3 border-b border-amber-200 bg-amber-50 px-6 py-4 sm:flex-row sm:items-center">
          <p className="text-sm text-amber-950 sm:mr-auto">
            <span id={askId} className="font-semibold">
              Discard {unsaved}?
            </span>{' '}
            Closing now loses what you typed.
          </p>
          <div className="flex shrink-0 gap-3">
            <button ref={keepRef} type="button" onClick={() => setAsking(false)} className={buttonStyles.secondary}>
              Keep editing
            </button>
            <button type="button" onClick={onClose} className={buttonStyles.danger}>
              Discard
            </button>
          </div>
        </div>
      )}
      <div className="max-h-[75vh] overflow-y-auto px-6 py-5">
        <UnsavedInModal.Provider value={report}>{children}</UnsavedInModal.Provider>
      </div>
    </dialog>
  );
}
