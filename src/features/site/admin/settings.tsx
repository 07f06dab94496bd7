/**
 * /admin/settings: the site's own details in one public document (`settings/site`): company name,
 * tagline, contact e-mail, phone, postal address, support hours and social links. The footer, the
 * contact page and the page metadata show what is saved here, and fall back to the built-in details.
 *
 * Every one of these is also built into the prerendered pages (scripts/prerender.mjs): the HTML that
 * search engines and link previews read, and that shows while a page loads. The page says so, in an
 * admin's words: those places follow after the site is rebuilt and republished (`npm run rebuild`).
 *
 * The form's state is `useSettingsForm` (use-settings-form.ts); its text and social fields are in
 * settings-fields.tsx.
 */
import { AlertTriangle, BellRing, Building2, Info, Loader2, Phone, Save } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useAction } from '@/hooks/use-action.ts';
import { useLoad } from '@/hooks/use-load.ts';
import toast from 'react-hot-toast';
import { paths } from '@/lib/paths.ts';
import { AdminPageHeader, Panel } from '@/components/admin/panel.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Field } from '@/components/ui/field.tsx';
import { UnsavedChangesDialog, useUnsavedChangesGuard } from '@/components/admin/unsaved-changes.tsx';
import { buttonStyles, inputClass } from '@/components/ui/styles.ts';
import { DEFAULT_SITE_SETTINGS, getSiteSettings, type SiteSettings } from '@/features/site/data/settings.ts';
import { getStaffRecipient, saveStaffRecipient, validateStaffRecipient } from '@/features/mail/data/outbox.ts';
import { SocialLinksPanel, TextSetting } from '@/features/site/admin/settings-fields.tsx';
import { useSettingsForm } from '@/features/site/admin/use-settings-form.ts';

export function SettingsPage() {
  // On failure the form starts from the built-in details and says the stored ones could not be read.
  const { state } = useLoad('site-settings', getSiteSettings, { errorMessage: 'Error fetching settings', toast: false });
  const loaded =
    state.status === 'ready'
      ? { settings: state.data, failed: false }
      : state.status === 'error'
        ? { settings: DEFAULT_SITE_SETTINGS, failed: true }
        : null;
  // Leaving with either form changed and unsaved asks first (a reload or closed tab: the browser's prompt).
  const [settingsDirty, setSettingsDirty] = useState(false);
  const [notificationsDirty, setNotificationsDirty] = useState(false);
  const guard = useUnsavedChangesGuard(settingsDirty || notificationsDirty);

  return (
    <>
      <Seo title="Settings" path={paths.admin.settings()} noindex />
      <UnsavedChangesDialog blocker={guard.blocker} what="the settings" />
      <div className="mx-auto max-w-4xl">
        <AdminPageHeader
          title="Settings"
          intro="Your company's details as visitors see them in the footer, on the contact page and in search results."
        />
        {loaded === null ? (
          <Spinner label="Loading..." className="rounded-xl border border-slate-200 bg-white" />
        ) : (
          <SettingsForm initial={loaded.settings} loadFailed={loaded.failed} onDirtyChange={setSettingsDirty} />
        )}
        <NotificationsForm onDirtyChange={setNotificationsDirty} />
      </div>
    </>
  );
}

/** Tells the page whether a form holds unsaved changes. */
type DirtyReport = { onDirtyChange: (dirty: boolean) => void };

function useDirtyReport(dirty: boolean, { onDirtyChange }: DirtyReport) {
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
}

function SettingsForm({ initial, loadFailed, ...report }: { initial: SiteSettings; loadFailed: boolean } & DirtyReport) {
  const form = useSettingsForm(initial);
  const { errorCount, saving, justSaved, dirty, discard, submit } = form;
  useDirtyReport(dirty, report);

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
      {loadFailed && (
        <p role="alert" className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          The saved settings could not be loaded, so the form shows the built-in details. Saving replaces the stored ones.
        </p>
      )}
      <p className="text-sm text-slate-600">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">as required</span> are required. An empty optional field is hidden on the site.
      </p>

      <RebuildNote />

      <Panel title="Company" icon={Building2}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextSetting form={form} name="companyName" label="Company name" required autoComplete="organization" hint="Shown in page titles and the footer." />
          <TextSetting form={form} name="tagline" label="Tagline" hint="A short line about what you do, used in search results." />
        </div>
      </Panel>

      <Panel title="Contact Details" icon={Phone}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextSetting form={form} name="email" label="Contact e-mail" required type="email" />
          <TextSetting form={form} name="phone" label="Phone" type="tel" />
          <TextSetting form={form} name="address" label="Postal address" rows={3} hint="One line per line of the address." />
          <TextSetting form={form} name="supportHours" label="Support hours" rows={3} hint='One line per slot, e.g. "Mon-Fri: 9-6".' />
        </div>
      </Panel>

      <SocialLinksPanel form={form} />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
        <p role="status" className={`text-sm sm:mr-auto ${errorCount > 0 ? 'text-red-700' : 'text-slate-700'}`}>
          {errorCount > 0
            ? `Please correct ${errorCount === 1 ? 'the highlighted field' : `the ${errorCount} highlighted fields`}.`
            : justSaved
              ? 'Saved. Pages show the new details as they load; search results and link previews show them after the site is rebuilt.'
              : ''}
        </p>
        <button type="button" onClick={discard} disabled={!dirty || saving} className={`${buttonStyles.secondary} shrink-0`}>
          Discard Changes
        </button>
        <button type="submit" disabled={saving} className={`${buttonStyles.primary} shrink-0`}>
          {saving ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Save aria-hidden="true" className="h-4 w-4" />}
          {saving ? 'Saving...' : 'Save Settings'}
        </button>
      </div>
    </form>
  );
}

/**
 * Where a change shows, and when: at once on the live pages; in the published copy of the pages
 * (search results, link previews, the moment before a page has loaded) only after a rebuild. All
 * the fields on this page are in that copy.
 */
function RebuildNote() {
  const headingId = useId();
  return (
    <section
      role="note"
      aria-labelledby={headingId}
      className="flex gap-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-slate-800 sm:px-5 sm:py-4"
    >
      <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
      <div>
        <h2 id={headingId} className="font-semibold text-slate-900">
          When visitors see your changes
        </h2>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          <li>
            <strong className="font-semibold">On the site:</strong> as soon as a page has loaded, in the footer, on the
            Contact page and in page titles.
          </li>
          <li>
            <strong className="font-semibold">In search results and link previews</strong> (Facebook, LinkedIn, X, chat
            apps), and for a moment while a page loads: only after the site is next rebuilt and republished. Until then
            they show the details from before. Ask whoever publishes the website to rebuild it once you are done here.
          </li>
        </ul>
        <p className="mt-2 text-slate-600">This applies to every field below.</p>
      </div>
    </section>
  );
}

/**
 * Settings → Notifications e-mail: where staff notifications go (a new enquiry, a new
 * application). Stored apart from the public settings, in `mail_recipients/staff`, which only admins
 * read: the Trigger Email extension looks it up, so visitors who notify staff never learn it. Saved on
 * its own; empty sends no notifications. On failure what was typed stays.
 */
function NotificationsForm(report: DirtyReport) {
  const id = useId();
  const fieldId = `${id}-notifications-email`;
  const { state } = useLoad('mail-staff-recipient', getStaffRecipient, { errorMessage: 'Error fetching the notifications e-mail', toast: false });
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const saving = useAction();
  const [savedNow, setSavedNow] = useState<string | null>(null);
  const stored = savedNow ?? (state.status === 'ready' ? state.data : '');
  const value = typed ?? stored;
  useDirtyReport(value !== stored, report);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.busy) return;
    const problem = validateStaffRecipient(value);
    setError(problem);
    if (problem) {
      document.getElementById(fieldId)?.focus();
      return;
    }
    // On failure what was typed stays in the field.
    await saving.run('Error saving the notifications e-mail', async () => {
      const email = await saveStaffRecipient(value);
      setSavedNow(email);
      setTyped(null);
      toast.success(email ? 'Notifications e-mail saved' : 'Notifications turned off');
    });
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-6">
      <Panel title="Notifications" icon={BellRing}>
        {state.status === 'loading' ? (
          <Spinner label="Loading..." />
        ) : (
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <Field
              id={fieldId}
              className="flex-1"
              label={
                <>
                  Notifications e-mail<span className="font-normal text-slate-600"> (optional)</span>
                </>
              }
              hint={
                state.status === 'error'
                  ? 'The saved address could not be loaded. Saving replaces it.'
                  : 'Where staff are told of each new enquiry and application. Private: not shown on the site. Leave empty to send none.'
              }
              error={error}
            >
              {(control) => (
                <input
                  {...control}
                  name="notificationsEmail"
                  type="email"
                  autoComplete="off"
                  maxLength={254}
                  value={value}
                  onChange={(event) => {
                    setTyped(event.target.value);
                    setError(undefined);
                  }}
                  className={inputClass({ invalid: Boolean(error) })}
                />
              )}
            </Field>
            <button type="submit" disabled={saving.busy} className={`${buttonStyles.primary} shrink-0 sm:mt-7`}>
              {saving.busy ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Save aria-hidden="true" className="h-4 w-4" />}
              {saving.busy ? 'Saving...' : 'Save Notifications E-mail'}
            </button>
          </div>
        )}
      </Panel>
    </form>
  );
}
