/** Parts of the newsletter screens (./issues.tsx, ./issue.tsx): the status badge and the e-mail preview. */
import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonStyles } from '@/components/ui/styles.ts';
import { ISSUE_STATUS_LABELS, type IssueStatus } from '@/features/newsletter/data/issues.ts';
import type { IssueEmail } from '@/features/newsletter/data/issue-email.ts';
import { renderTemplate } from '@/lib/mail-render.ts';

/** The address of an issue not yet saved. */
export const NEW_ISSUE = 'new';

const BADGE: Record<IssueStatus, string> = {
  draft: 'bg-slate-200 text-slate-800',
  sending: 'bg-amber-100 text-amber-900',
  sent: 'bg-green-100 text-green-800',
};

export function IssueStatusBadge({ status }: { status: IssueStatus }) {
  return (
    <span className={`inline-flex self-start rounded-full px-2.5 py-0.5 text-xs font-semibold sm:self-center ${BADGE[status]}`}>
      {ISSUE_STATUS_LABELS[status]}
    </span>
  );
}

/** What a subscriber's copy is filled with in a preview: their unsubscribe link is shown as an example. */
const EXAMPLE = { subscriberId: 'example', token: 'example' };

/**
 * The e-mail as a subscriber gets it: the subject, and on request the HTML (sandboxed: no scripts, no
 * navigation) and the plain text. The HTML is drawn only while shown: a page's checks and tools need
 * not reach into a frame of e-mail.
 */
export function EmailPreview({ email }: { email: IssueEmail }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 self-start rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          Preview
        </h2>
        <button type="button" className={buttonStyles.secondary} aria-expanded={open} aria-controls={`${id}-email`} onClick={() => setOpen(!open)}>
          {open ? <EyeOff aria-hidden="true" className="h-4 w-4" /> : <Eye aria-hidden="true" className="h-4 w-4" />}
          {open ? 'Hide the e-mail' : 'Show the e-mail'}
        </button>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm text-slate-700">
        <dt className="text-slate-600">Subject</dt>
        <dd className="font-medium break-words text-slate-900">{renderTemplate(email.subject, EXAMPLE)}</dd>
      </dl>
      <div id={`${id}-email`} hidden={!open} className="space-y-3">
        {open && (
          <>
            <iframe
              title="The e-mail as subscribers will see it"
              sandbox=""
              srcDoc={renderTemplate(email.html, EXAMPLE)}
              className="h-96 w-full rounded-lg border border-slate-200 bg-white"
            />
            <details className="text-sm">
              <summary className="cursor-pointer font-medium text-brand-700">Plain-text version</summary>
              <pre className="mt-2 max-h-96 overflow-auto rounded-lg bg-slate-50 p-3 font-sans break-words whitespace-pre-wrap text-slate-800">
                {renderTemplate(email.text, EXAMPLE)}
              </pre>
            </details>
          </>
        )}
      </div>
    </section>
  );
}
