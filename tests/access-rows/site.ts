/**
 * Access-table rows for the site: its services (services/) and settings (settings/site). The content
 * version in meta/ has its own file (content-version.ts). Rule numbers 41–47, the services and settings
 * rows of 16, 51 and 52, and the settings/ rows of 48. `tests/access-matrix.ts` adds these to the table,
 * `docs` to its world.
 */
import { SERVER_TIME, type ListQuery } from '@/backend/types.ts';
import type { AccessRow, Doc } from '../access-matrix.ts';
import { row } from './row.ts';

/**
 * What each rule number covers (see ADDED_RULES in tests/access-matrix.ts): none of its own; the rules of
 * its rows beyond the shared table (51, 52) span capabilities, so ADDED_RULES holds them.
 */
export const addedRules: Record<number, string> = {};

// ---------------------------------------------------------------------------------------------
// The world: an active and an inactive service, and the site's settings.

const JAN_5 = new Date('2026-01-05T09:00:00.000Z');
const JAN_12 = new Date('2026-01-12T09:00:00.000Z');
/** A time a client could make up: any fixed date, never the server's clock at the write. */
const CLIENT_TIME = new Date('2026-03-01T12:00:00.000Z');

/** collection → id → document: added to the world every row starts from. */
export const docs: Record<string, Record<string, Doc>> = {
  services: {
    'active-service': {
      title: 'Web Development',
      description: 'Fast, accessible websites and web applications.',
      category: 'Web Development',
      price: '$2,500',
      duration: '3-10 weeks',
      features: ['Responsive design', 'SEO foundations'],
      icon: 'globe',
      isPopular: false,
      isActive: true,
      views: 0,
      rating: 4.8,
      reviews: 35,
      createdAt: JAN_5,
      updatedAt: JAN_5,
    },
    'inactive-service': {
      title: 'Legacy Hosting',
      description: 'Managed hosting for older sites (no longer offered).',
      category: 'Cloud Services',
      price: '$99',
      duration: 'Monthly',
      features: ['Backups'],
      icon: 'database',
      isPopular: false,
      isActive: false,
      views: 0,
      rating: 4.1,
      reviews: 4,
      createdAt: JAN_12,
      updatedAt: JAN_12,
    },
  },
  settings: {
    site: {
      companyName: 'NovaForge Digital',
      tagline: 'Software development and digital marketing',
      email: 'hello@novaforge.example.com',
      phone: '+1 (555) 012-3456',
      address: '120 Market Street, Suite 400, San Francisco, CA 94105',
      supportHours: 'Mon-Fri 9-6, Sat 10-4',
      social: { GitHub: 'https://github.com/novaforgedigital', Facebook: '' },
      updatedAt: JAN_5,
    },
  },
};

// ---------------------------------------------------------------------------------------------
// What the app writes (src/features/site/data/services.ts, settings.ts) and the queries it runs.

/** The admin's "add service" (spec §7: title, description, category, price, features, isActive, times, counters). */
export const newService = (extra: Doc = {}): Doc => ({
  title: 'Cloud Migration',
  description: 'Move your systems to the cloud without downtime.',
  category: 'Cloud Services',
  price: '$4,000',
  features: ['Assessment', 'Migration plan', 'Cut-over support'],
  isActive: true,
  createdAt: SERVER_TIME,
  updatedAt: SERVER_TIME,
  views: 0,
  rating: 0,
  reviews: 0,
  ...extra,
});

/** The admin's active/inactive toggle (services.ts setServiceActive). */
export const SERVICE_TOGGLE: Doc = { isActive: false, updatedAt: SERVER_TIME };

/** Site settings as an admin saves them. */
export const siteSettings = (extra: Doc = {}): Doc => ({
  companyName: 'NovaForge Digital',
  tagline: 'Software that grows your business',
  email: 'hello@novaforge.example.com',
  phone: '+1 (555) 012-3456',
  address: '120 Market Street, Suite 400, San Francisco, CA 94105',
  supportHours: 'Mon-Fri 9-6',
  // settings.ts saveSiteSettings: the five networks, '' for a hidden link.
  social: {
    Facebook: 'https://www.facebook.com/novaforgedigital',
    Twitter: '',
    LinkedIn: 'https://www.linkedin.com/company/novaforgedigital',
    Instagram: '',
    GitHub: 'https://github.com/novaforgedigital',
  },
  updatedAt: SERVER_TIME,
  ...extra,
});

const ALL_BY_NEWEST: ListQuery = { orderBy: { field: 'createdAt', direction: 'desc' } };
const ACTIVE_SERVICES: ListQuery = { where: [['isActive', '==', true]], orderBy: { field: 'createdAt', direction: 'asc' } };

export const rows: readonly AccessRow[] = [
  // ----- inactive admins ---------------------------------------------------------------------
  row(16, 'inactiveAdmin', 'create', 'services/new-service', 'deny', 'an inactive admin adds a service', { data: newService() }),
  row(16, 'inactiveAdmin', 'update', 'services/active-service', 'deny', 'an inactive admin deactivates a service', {
    data: SERVICE_TOGGLE,
  }),
  row(16, 'inactiveAdmin', 'delete', 'services/inactive-service', 'deny', 'an inactive admin deletes a service'),
  row(16, 'inactiveAdmin', 'get', 'services/inactive-service', 'deny', 'an inactive admin reads an inactive service'),
  row(16, 'inactiveAdmin', 'set', 'settings/site', 'deny', 'an inactive admin saves the site settings', {
    data: siteSettings(),
  }),

  // ----- services/{id} -----------------------------------------------------------------------
  row(41, 'visitor', 'get', 'services/active-service', 'allow', 'a visitor reads an active service'),
  row(41, 'visitor', 'list', 'services', 'allow', 'a visitor lists active services (listActiveServices)', {
    query: ACTIVE_SERVICES,
  }),
  row(42, 'visitor', 'get', 'services/inactive-service', 'deny', 'a visitor reads an inactive service'),
  row(42, 'visitor', 'list', 'services', 'deny', 'a visitor lists every service (listAllServices)', { query: ALL_BY_NEWEST }),
  row(43, 'user', 'create', 'services', 'deny', 'a user adds a service', { data: newService() }),
  row(43, 'user', 'update', 'services/active-service', 'deny', 'a user deactivates a service', { data: SERVICE_TOGGLE }),
  row(43, 'user', 'delete', 'services/active-service', 'deny', 'a user deletes a service'),
  row(44, 'admin', 'create', 'services/new-service', 'allow', 'an admin adds a service', { data: newService() }),
  row(44, 'admin', 'create', 'services/new-service', 'allow', 'an admin adds a service with twenty features, one of 120 characters', {
    data: newService({ features: ['F'.repeat(120), ...Array.from({ length: 19 }, (_, i) => `Feature ${i}`)] }),
  }),
  row(44, 'admin', 'create', 'services/new-service', 'allow', 'an admin adds a service without views, rating or reviews (as older versions did)', {
    data: Object.fromEntries(Object.entries(newService()).filter(([key]) => !['views', 'rating', 'reviews'].includes(key))),
  }),
  row(44, 'admin', 'create', 'services/new-service', 'allow', 'an admin adds a popular service with an https image, icon and duration', {
    data: newService({ isPopular: true, image: 'https://images.example.com/cloud.jpg', icon: 'cloud', duration: '4-8 weeks', rating: 5 }),
  }),
  row(44, 'admin', 'create', 'services/new-service', 'deny', "an admin adds a service with the client's clock as createdAt", {
    data: newService({ createdAt: CLIENT_TIME }),
  }),
  row(44, 'admin', 'create', 'services/new-service', 'deny', "an admin adds a service with the client's clock as updatedAt", {
    data: newService({ updatedAt: CLIENT_TIME }),
  }),
  row(44, 'admin', 'create', 'services/new-service', 'deny', 'an admin adds a service whose rating is not a number', {
    data: newService({ rating: '5 stars' }),
  }),
  row(44, 'admin', 'create', 'services/new-service', 'deny', 'an admin adds a service with a 51-character icon name', {
    data: newService({ icon: 'i'.repeat(51) }),
  }),
  row(44, 'admin', 'update', 'services/active-service', 'allow', 'an admin deactivates a service', { data: SERVICE_TOGGLE }),
  row(44, 'admin', 'update', 'services/active-service', 'deny', 'an admin deactivates a service without moving updatedAt', {
    data: { isActive: false },
  }),
  row(44, 'admin', 'update', 'services/active-service', 'deny', "an admin moves a service's creation time", {
    data: { ...SERVICE_TOGGLE, createdAt: CLIENT_TIME },
  }),
  row(44, 'admin', 'update', 'services/active-service', 'deny', 'an admin gives a service an unknown key', {
    data: { ...SERVICE_TOGGLE, discount: '10%' },
  }),
  row(44, 'admin', 'delete', 'services/inactive-service', 'allow', 'an admin deletes a service'),
  row(44, 'admin', 'get', 'services/inactive-service', 'allow', 'an admin reads an inactive service'),
  row(44, 'admin', 'list', 'services', 'allow', 'an admin lists every service (listAllServices)', { query: ALL_BY_NEWEST }),
  row(44, 'admin', 'create', 'services/new-service', 'deny', 'an admin adds a service with an empty title', { data: newService({ title: '' }) }),
  row(44, 'admin', 'create', 'services/new-service', 'deny', 'an admin adds a service with a title of 201 characters', {
    data: newService({ title: 'T'.repeat(201) }),
  }),
  row(44, 'admin', 'create', 'services/new-service', 'deny', 'an admin adds a service with an empty description', {
    data: newService({ description: '' }),
  }),
  row(44, 'admin', 'create', 'services/new-service', 'deny', 'an admin adds a service with a description of 2001 characters', {
    data: newService({ description: 'D'.repeat(2001) }),
  }),
  row(44, 'admin', 'create', 'services/new-service', 'deny', 'an admin adds a service with no category', { data: newService({ category: '' }) }),
  row(44, 'admin', 'create', 'services/new-service', 'deny', 'an admin adds a service with a category of 51 characters', {
    data: newService({ category: 'C'.repeat(51) }),
  }),
  row(44, 'admin', 'create', 'services/new-service', 'deny', 'an admin adds a service with a price of 51 characters', {
    data: newService({ price: '$'.repeat(51) }),
  }),
  row(44, 'admin', 'create', 'services/new-service', 'deny', 'an admin adds a service with a duration of 51 characters', {
    data: newService({ duration: 'w'.repeat(51) }),
  }),
  row(44, 'admin', 'create', 'services/new-service', 'deny', 'an admin adds a service whose active flag is not a boolean', {
    data: newService({ isActive: 'yes' }),
  }),
  row(44, 'admin', 'create', 'services/new-service', 'deny', 'an admin adds a service whose popular flag is not a boolean', {
    data: newService({ isPopular: 'yes' }),
  }),
  row(44, 'admin', 'create', 'services/new-service', 'deny', 'an admin adds a service with an http image', {
    data: newService({ image: 'http://images.example.com/cloud.jpg' }),
  }),

  // ----- settings/site -----------------------------------------------------------------------
  row(45, 'visitor', 'get', 'settings/site', 'allow', 'a visitor reads the site settings'),
  row(46, 'user', 'set', 'settings/site', 'deny', 'a user saves the site settings', { data: siteSettings() }),
  row(46, 'user', 'update', 'settings/site', 'deny', 'a user changes the tagline', {
    data: { tagline: 'Hacked', updatedAt: SERVER_TIME },
  }),
  row(47, 'admin', 'set', 'settings/site', 'allow', 'an admin saves the site settings', { data: siteSettings() }),
  row(47, 'admin', 'create', 'settings/site', 'allow', 'an admin saves the site settings for the first time', {
    data: siteSettings(),
  }),
  row(47, 'admin', 'update', 'settings/site', 'allow', 'an admin changes the tagline', {
    data: { tagline: 'New tagline', updatedAt: SERVER_TIME },
  }),
  row(47, 'admin', 'set', 'settings/site', 'allow', 'an admin hides every social link and the e-mail', {
    data: siteSettings({ email: '', social: { Facebook: '', Twitter: '', LinkedIn: '', Instagram: '', GitHub: '' } }),
  }),
  ...(['companyName', 'tagline', 'phone', 'address', 'supportHours'] as const).map((field) =>
    row(47, 'admin', 'set', 'settings/site', 'deny', `an admin saves a ${field} of 501 characters`, {
      data: siteSettings({ [field]: 't'.repeat(501) }),
    }),
  ),
  row(47, 'admin', 'set', 'settings/site', 'deny', 'an admin saves a company name that is not text', {
    data: siteSettings({ companyName: 42 }),
  }),
  ...(['Facebook', 'Twitter', 'LinkedIn', 'Instagram', 'GitHub'] as const).map((network) =>
    row(47, 'admin', 'set', 'settings/site', 'deny', `an admin saves a ${network} address of 501 characters`, {
      data: siteSettings({ social: { [network]: `https://example.com/${'x'.repeat(481)}` } }),
    }),
  ),
  row(47, 'admin', 'set', 'settings/site', 'deny', 'an admin saves a social link for an unknown network', {
    data: siteSettings({ social: { MySpace: 'https://myspace.com/novaforge' } }),
  }),
  row(47, 'admin', 'set', 'settings/site', 'deny', 'an admin saves social links that are not a map', {
    data: siteSettings({ social: 'https://github.com/novaforgedigital' }),
  }),
  row(47, 'admin', 'set', 'settings/site', 'deny', 'an admin saves settings with an unknown key', {
    data: siteSettings({ maintenanceMode: true }),
  }),
  row(47, 'admin', 'set', 'settings/site', 'deny', "an admin saves settings with the client's clock as updatedAt", {
    data: siteSettings({ updatedAt: CLIENT_TIME }),
  }),
  row(47, 'admin', 'update', 'settings/site', 'deny', 'an admin changes the tagline without moving updatedAt', {
    data: { tagline: 'New tagline' },
  }),
  row(47, 'admin', 'set', 'settings/site', 'deny', 'an admin saves settings without the social links', {
    data: Object.fromEntries(Object.entries(siteSettings()).filter(([key]) => key !== 'social')),
  }),
  row(47, 'admin', 'set', 'settings/site', 'deny', 'an admin saves settings without the e-mail', {
    data: Object.fromEntries(Object.entries(siteSettings()).filter(([key]) => key !== 'email')),
  }),

  // ----- anything else: settings/ holds site and nothing more ------------------------------------
  row(48, 'admin', 'set', 'settings/theme', 'deny', 'an admin writes a settings document other than site', {
    data: { color: '#2451e6' },
  }),
  row(48, 'admin', 'delete', 'settings/site', 'deny', 'an admin deletes the site settings'),
  row(48, 'admin', 'list', 'settings', 'deny', 'an admin lists the settings collection'),

  // ----- 51: e-mail addresses ----------------------------------------------------------------
  row(51, 'admin', 'set', 'settings/site', 'deny', 'an admin saves a site e-mail that carries a Bcc', {
    data: siteSettings({ email: 'hello@novaforge.example.com?bcc=x@evil.example' }),
  }),
  row(51, 'admin', 'set', 'settings/site', 'deny', 'an admin saves a site e-mail in capitals', {
    data: siteSettings({ email: 'HELLO@NOVAFORGE.EXAMPLE.COM' }),
  }),

  // ----- 52: loose values --------------------------------------------------------------------
  row(52, 'admin', 'create', 'services/new-service', 'deny', 'an admin adds a service with a feature of 121 characters', {
    data: newService({ features: ['F'.repeat(121)] }),
  }),
  row(52, 'admin', 'create', 'services/new-service', 'deny', 'an admin adds a service with 21 features', {
    data: newService({ features: Array.from({ length: 21 }, (_, i) => `Feature ${i}`) }),
  }),
  row(52, 'admin', 'create', 'services/new-service', 'deny', 'an admin adds a service with a rating of 6', { data: newService({ rating: 6 }) }),
  row(52, 'admin', 'create', 'services/new-service', 'deny', 'an admin adds a service with a rating of -1', { data: newService({ rating: -1 }) }),
  row(52, 'admin', 'create', 'services/new-service', 'deny', 'an admin adds a service with -3 reviews', { data: newService({ reviews: -3 }) }),
  row(52, 'admin', 'create', 'services/new-service', 'deny', 'an admin adds a service with -3 views', { data: newService({ views: -3 }) }),
  row(52, 'admin', 'set', 'settings/site', 'deny', 'an admin saves a javascript: social link', {
    data: siteSettings({ social: { GitHub: 'javascript:alert(document.cookie)' } }),
  }),
  row(52, 'admin', 'set', 'settings/site', 'deny', 'an admin saves an http social link', {
    data: siteSettings({ social: { GitHub: 'http://github.com/novaforgedigital' } }),
  }),
];
