/**
 * The settings form's state (./settings.tsx): what was last saved, what is typed, the errors, and the
 * submit, which validates, focuses the first field in error, saves and publishes the new details to
 * the open pages; a failed save keeps what was typed.
 */
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { publishSiteSettings } from '@/context/site-settings.tsx';
import { useAction } from '@/hooks/use-action.ts';
import {
  saveSiteSettings,
  SOCIAL_NETWORKS,
  validateSettings,
  type SettingsErrors,
  type SettingsTextField,
  type SiteSettings,
  type SocialNetwork,
} from '@/features/site/data/settings.ts';

export type FieldKey = keyof SettingsErrors;

/** The order fields appear in, so the first one in error gets the focus. */
const FIELD_ORDER: FieldKey[] = [
  'companyName',
  'tagline',
  'email',
  'phone',
  'address',
  'supportHours',
  ...SOCIAL_NETWORKS.map((network) => `social.${network}` as const),
];

export function useSettingsForm(initial: SiteSettings) {
  const id = useId();
  const [saved, setSaved] = useState<SiteSettings>(initial);
  const [values, setValues] = useState<SiteSettings>(initial);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const saving = useAction();
  /** Saved, and nothing typed since: the reminder that the published copy waits for a rebuild. */
  const [justSaved, setJustSaved] = useState(false);

  const fieldId = (key: FieldKey) => `${id}-${key.replace('.', '-')}`;
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);

  const clearError = (key: FieldKey) => {
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const setText = (key: SettingsTextField, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(key);
    setJustSaved(false);
  };
  const setSocial = (network: SocialNetwork, value: string) => {
    setValues((current) => ({ ...current, social: { ...current.social, [network]: value } }));
    clearError(`social.${network}`);
    setJustSaved(false);
  };
  /** Discard Changes: back to what was saved, with no errors. */
  const discard = () => {
    setValues(saved);
    setErrors({});
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.busy) return;
    const found = validateSettings(values);
    setErrors(found);
    const first = FIELD_ORDER.find((key) => found[key]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    // On failure what was typed stays in the form.
    await saving.run('Error saving settings', async () => {
      const stored = await saveSiteSettings(values);
      setSaved(stored);
      setValues(stored);
      // The footer, contact page and metadata show the new details at once.
      publishSiteSettings(stored);
      setJustSaved(true);
      toast.success('Settings saved successfully');
    });
  };

  const errorCount = Object.values(errors).filter(Boolean).length;

  return { id, fieldId, values, errors, errorCount, saving: saving.busy, justSaved, dirty, setText, setSocial, discard, submit };
}

export type SettingsFormController = ReturnType<typeof useSettingsForm>;
