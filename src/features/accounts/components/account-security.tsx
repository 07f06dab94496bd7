/**
 * The Profile tab's "Sign-in and security" section (account self-service): change the password,
 * change the e-mail (with a link to the new address), delete the account. Each opens its own form,
 * and one staying open does not close another (an e-mail change waiting for its link stays in view).
 */
import { KeyRound, Mail, Trash2, type LucideIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
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

export function AccountSecurity() {
  const id = useId();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [emailOpen, setEmailOpen] = useState(false);
  return (
    <section aria-labelledby={id} className="mt-6 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <h2 id={id} className="border-b border-slate-200 px-6 pt-6 pb-4 text-xl font-semibold text-slate-900 sm:px-8">
        Sign-in and Security
      </h2>
      <Part icon={KeyRound} title="Password">
        {passwordOpen ? (
          <ChangePassword onDone={() => setPasswordOpen(false)} />
        ) : (
          <button type="button" onClick={() => setPasswordOpen(true)} className={buttonStyles.secondary}>
            Change Password
          </button>
        )}
      </Part>
      <Part icon={Mail} title="Email Address">
        {emailOpen ? (
          <ChangeEmail onDone={() => setEmailOpen(false)} />
        ) : (
          <button type="button" onClick={() => setEmailOpen(true)} className={buttonStyles.secondary}>
            Change Email
          </button>
        )}
      </Part>
      <Part icon={Trash2} title="Delete Account">
        <DeleteAccount />
      </Part>
    </section>
  );
}
