/**
 * The Profile tab's "Sign-in and security" section (account self-service): change the password,
 * change the e-mail (with a link to the new address), delete the account. Each opens its own form,
 * and one staying open does not close another (an e-mail change waiting for its link stays in view).
 */
import { KeyRound, Mail, Trash2, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { buttonStyles } from '@/components/ui/styles.ts';
import { ChangeEmail } from './change-email.tsx';
import { ChangePassword } from './change-password.tsx';
import { DeleteAccount } from './delete-account.tsx';

function Part({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 p-6 first:border-t-0 sm:p-8">
      <h3 id={id} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Icon aria-hidden="true" className="h-4 w-4" />
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/**
 * A button that opens a form in its place. Focus follows: into the form's first control when it opens,
 * back to the button when it closes (never dropped to the page when the focused control goes).
 */
function Opener({ label, children }: { label: string; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLDivElement>(null);
  // Closed by the person (not merely not opened yet): focus goes back to the button.
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (open) form.current?.querySelector<HTMLElement>('input, textarea, select, button')?.focus();
    else if (closed) button.current?.focus();
  }, [open, closed]);
  const close = () => {
    setClosed(true);
    setOpen(false);
  };
  if (open) return <div ref={form}>{children(close)}</div>;
  return (
    <button ref={button} type="button" onClick={() => setOpen(true)} className={buttonStyles.secondary}>
      {label}
    </button>
  );
}

export function AccountSecurity() {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-6 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <h2 id={id} className="border-b border-slate-200 px-6 pt-6 pb-4 text-xl font-semibold text-slate-900 sm:px-8">
        Login and Security
      </h2>
      <Part icon={KeyRound} title="Password">
        <Opener label="Change Password">{(close) => <ChangePassword onDone={close} />}</Opener>
      </Part>
      <Part icon={Mail} title="Email Address">
        <Opener label="Change Email">{(close) => <ChangeEmail onDone={close} />}</Opener>
      </Part>
      <Part icon={Trash2} title="Delete Account">
        <DeleteAccount />
      </Part>
    </section>
  );
}
