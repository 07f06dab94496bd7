/**
 * Site settings: one public document, `settings/site`, that admins edit (company name, contact
 * details, support hours, social links). Anything not stored falls back to the built-in details in
 * `src/content/site.ts`.
 */
import { getPublicStore } from '@/backend/index.ts';
import { SERVER_TIME } from '@/backend/types.ts';
import { site } from '@/content/site.ts';
import { COLLECTIONS, contentChanged } from '../../../data/collections.ts';
import { isEmail, normaliseEmail } from '@/lib/email.ts';
import { isHttpsUrl } from '@/lib/urls.ts';

export const SITE_SETTINGS_ID = 'site';

/** The five networks the footer links to (spec §2 "Footer"). */
export const SOCIAL_NETWORKS = ['Facebook', 'Twitter', 'LinkedIn', 'Instagram', 'GitHub'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SiteSettings {
  companyName: string;
  tagline: string;
  email: string;
  phone: string;
  /** Postal address, one line per line. */
  address: string;
  /** Support hours, one line per slot ("Mon-Fri: 9-6"). */
  supportHours: string;
  /** A network's https address; an empty string hides that link. */
  social: Record<SocialNetwork, string>;
}

export type SettingsTextField = Exclude<keyof SiteSettings, 'social'>;

/** The rules' bound for every text setting (and for a social address). */
export const SETTINGS_TEXT_MAX = 500;

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  companyName: site.name,
  tagline: site.tagline,
  email: site.email,
  phone: site.phone,
  address: [site.address.street, site.address.city, site.address.country].join('\n'),
  supportHours: [...site.supportHours.map((slot) => `${slot.days}: ${slot.hours}`), 'Sun: Closed'].join('\n'),
  social: Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, site.social.find((entry) => entry.name === network)?.href ?? '']),
  ) as Record<SocialNetwork, string>,
};

const TEXT_FIELDS: SettingsTextField[] = ['companyName', 'tagline', 'email', 'phone', 'address', 'supportHours'];

/** Social links as stored: a map of network → address (a list of {name, href} is read too). */
function socialOf(raw: unknown): Record<SocialNetwork, string> {
  const social = { ...DEFAULT_SITE_SETTINGS.social };
  if (Array.isArray(raw)) {
    // A list names the links to show: the networks it leaves out are hidden.
    for (const network of SOCIAL_NETWORKS) social[network] = '';
    for (const entry of raw) {
      if (entry && typeof entry === 'object' && 'name' in entry && 'href' in entry) {
        const network = SOCIAL_NETWORKS.find((name) => name.toLowerCase() === String(entry.name).toLowerCase());
        if (network && typeof entry.href === 'string') social[network] = entry.href;
      }
    }
  } else if (raw && typeof raw === 'object') {
    for (const [key, value] of Object.entries(raw)) {
      const network = SOCIAL_NETWORKS.find((name) => name.toLowerCase() === key.toLowerCase());
      if (network && typeof value === 'string') social[network] = value;
    }
  }
  return social;
}

/** A stored value wins, even an empty one (the admin cleared it); a missing one is the built-in default. */
export function normaliseSettings(raw: Record<string, unknown> | null): SiteSettings {
  if (!raw) return { ...DEFAULT_SITE_SETTINGS, social: { ...DEFAULT_SITE_SETTINGS.social } };
  const settings: SiteSettings = { ...DEFAULT_SITE_SETTINGS, social: socialOf(raw.social ?? DEFAULT_SITE_SETTINGS.social) };
  for (const field of TEXT_FIELDS) {
    if (typeof raw[field] === 'string') settings[field] = raw[field];
  }
  // The company needs a name and an e-mail wherever it appears.
  if (!settings.companyName.trim()) settings.companyName = DEFAULT_SITE_SETTINGS.companyName;
  if (!settings.email.trim()) settings.email = DEFAULT_SITE_SETTINGS.email;
  return settings;
}

/** The site settings, with the built-in details for whatever is not stored. Anyone may read them. */
export async function getSiteSettings(): Promise<SiteSettings> {
  const store = await getPublicStore();
  const row = await store.get(COLLECTIONS.settings, SITE_SETTINGS_ID);
  return normaliseSettings(row);
}

/** Trims every value the way it is saved. */
export function cleanSettings(settings: SiteSettings): SiteSettings {
  const lines = (text: string) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .join('\n');
  return {
    companyName: settings.companyName.trim(),
    tagline: settings.tagline.trim(),
    email: normaliseEmail(settings.email),
    phone: settings.phone.trim(),
    address: lines(settings.address),
    supportHours: lines(settings.supportHours),
    social: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, settings.social[network].trim()])) as Record<
      SocialNetwork,
      string
    >,
  };
}

/**
 * Replaces the whole document (admins only); `updatedAt` is the server's time, as the rules require.
 * Every page shows the settings: the content version moves with them (src/data/content-version.ts).
 */
export async function saveSiteSettings(settings: SiteSettings): Promise<SiteSettings> {
  const clean = cleanSettings(settings);
  // The audit log's module loads with the save (every page loads this one).
  const { logged } = await import('@/features/activity/data/activity.ts');
  await logged(
    [
      { op: 'set', collection: COLLECTIONS.settings, id: SITE_SETTINGS_ID, data: { ...clean, social: { ...clean.social }, updatedAt: SERVER_TIME } },
      contentChanged(SERVER_TIME),
    ],
    { area: 'settings', action: 'updated', summary: 'Saved the site settings', target: { collection: COLLECTIONS.settings, id: SITE_SETTINGS_ID } },
  );
  return clean;
}

export type SettingsErrors = Partial<Record<SettingsTextField | `social.${SocialNetwork}`, string>>;

const PHONE_PATTERN = /^\+?[\d\s().-]{5,}$/;

export function validateSettings(settings: SiteSettings): SettingsErrors {
  const errors: SettingsErrors = {};
  const clean = cleanSettings(settings);
  if (!clean.companyName) errors.companyName = 'Please enter the company name.';
  if (!clean.email) errors.email = 'Please enter the contact e-mail.';
  else if (!isEmail(clean.email)) errors.email = 'Please enter a valid email address';
  if (clean.phone && !PHONE_PATTERN.test(clean.phone)) {
    errors.phone = 'Please enter a valid phone number: digits, spaces, + ( ) - only.';
  }
  for (const field of TEXT_FIELDS) {
    if (!errors[field] && clean[field].length > SETTINGS_TEXT_MAX) errors[field] = `Use at most ${SETTINGS_TEXT_MAX} characters.`;
  }
  for (const network of SOCIAL_NETWORKS) {
    const url = clean.social[network];
    if (!url) continue;
    if (url.length > SETTINGS_TEXT_MAX) errors[`social.${network}`] = `Use at most ${SETTINGS_TEXT_MAX} characters.`;
    else if (!isHttpsUrl(url)) errors[`social.${network}`] = 'Please enter a full address starting with https://';
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------
// How the pages show the settings.

/** "+1 (555) 012-3456" → "tel:+15550123456". */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? '+' + digits.slice(1).replace(/\+/g, '') : digits.replace(/\+/g, '')}`;
}

export function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The links to show, in the footer's order: only https addresses (a stored `javascript:` link is never rendered). */
/** How each network is named on screen: Twitter is X now, and its logo is X's. */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  Facebook: 'Facebook',
  Twitter: 'X (Twitter)',
  LinkedIn: 'LinkedIn',
  Instagram: 'Instagram',
  GitHub: 'GitHub',
};

export function socialLinks(settings: SiteSettings): { name: SocialNetwork; href: string }[] {
  return SOCIAL_NETWORKS.filter((network) => isHttpsUrl(settings.social[network])).map((network) => ({
    name: network,
    href: settings.social[network],
  }));
}
