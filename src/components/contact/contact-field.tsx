/** One labelled field of the enquiry form: its label (marked required or optional), the control, its error. */
import type { ReactNode } from 'react';
import { fieldStyles } from '@/components/ui/styles.ts';

const requiredMark = (
  <span className="text-red-700" aria-hidden="true">
    {' '}
    *
  </span>
);

export function ContactFieldRow({
  id,
  label,
  required = false,
  error,
  errorId,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error: string | undefined;
  errorId: string;
  /** The control, and a hint after it if it has one. */
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={fieldStyles.label}>
        {required ? (
          <>
            {label}
            {requiredMark}
          </>
        ) : (
          <>
            {`${label} `}
            <span className="font-normal text-slate-600">(optional)</span>
          </>
        )}
      </label>
      {children}
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
