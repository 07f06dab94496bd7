/**
 * The admin's side of e-mail (src/features/mail/data/mail.ts has the messages themselves): the Outbox (mail/,
 * newest first, a page at a time), the templates the Trigger Email extension renders (mail_templates/),
 * and the staff's notifications address (mail_recipients/staff).
 */
import { getBackend } from '@/backend/index.ts';
import { builtInMailTemplates, MAIL_TEMPLATE_NAMES, type MailTemplate } from '@/content/mail-templates.ts';
import { toDate } from '@/lib/dates.ts';
import { isEmail, normaliseEmail } from '@/lib/email.ts';
import { COLLECTIONS } from '../../../data/collections.ts';
import { STAFF_RECIPIENT, type MailTemplateName } from './mail.ts';
import { adminList } from '../../../data/admin-list.ts';
import type { PageRequest } from '../../../data/paging.ts';

/** The extension's delivery states (and RETRY, which an admin sets to send a failed message again). */
export type DeliveryState = 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'ERROR' | 'RETRY';

export interface MailDelivery {
  state: DeliveryState;
  error: string | null;
  attempts: number;
  endTime: Date | null;
}

export interface OutboxMessage {
  id: string;
  /** The address, or null for the staff's (look it up with getStaffRecipient). */
  to: string | null;
  toStaff: boolean;
  template: string;
  data: Record<string, string>;
  createdAt: Date | null;
  /** Null until the extension has seen the message (never, in demo mode and on the emulators). */
  delivery: MailDelivery | null;
}

const STATES: readonly DeliveryState[] = ['PENDING', 'PROCESSING', 'SUCCESS', 'ERROR', 'RETRY'];

export function normaliseMail(raw: { id: string } & Record<string, unknown>): OutboxMessage {
  const template = (raw.template ?? {}) as Record<string, unknown>;
  const values = (template.data ?? {}) as Record<string, unknown>;
  const data: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (typeof value === 'string') data[key] = value;
  const delivery = raw.delivery as Record<string, unknown> | undefined;
  const state = delivery && STATES.includes(delivery.state as DeliveryState) ? (delivery.state as DeliveryState) : null;
  return {
    id: raw.id,
    to: typeof raw.to === 'string' ? raw.to : Array.isArray(raw.to) ? raw.to.join(', ') : null,
    toStaff: Array.isArray(raw.toUids) && raw.toUids.includes(STAFF_RECIPIENT),
    template: typeof template.name === 'string' ? template.name : '',
    data,
    createdAt: toDate(raw.createdAt),
    delivery: state
      ? {
          state,
          error: typeof delivery?.error === 'string' && delivery.error ? delivery.error : null,
          attempts: typeof delivery?.attempts === 'number' ? delivery.attempts : 0,
          endTime: toDate(delivery?.endTime),
        }
      : null,
  };
}

/** How many messages a page of the Outbox shows. */
export const OUTBOX_PAGE_SIZE = 20;

/** The Outbox (src/data/admin-list.ts): newest first, no filter, no search; its one figure is the total. */
const outbox = adminList({
  collection: COLLECTIONS.mail,
  normalise: normaliseMail,
  statuses: [] as const,
  pageSize: OUTBOX_PAGE_SIZE,
  exportBatch: OUTBOX_PAGE_SIZE,
});

/** What /admin/outbox shows at once: a page of messages (one query of at most a page and one more) and the total (an aggregation). */
export const outboxView = (position: Pick<PageRequest, 'after' | 'before'>) => outbox.view('all', '', position);

// Templates ------------------------------------------------------------------------------------

export type TemplateStatus = 'missing' | 'outdated' | 'current';

export interface TemplatesState {
  /** Per template: not installed, installed but different from the built-in one, or the same. */
  status: Record<MailTemplateName, TemplateStatus>;
  /** What is stored (the Outbox renders messages with it), else the built-in one. */
  templates: Record<MailTemplateName, MailTemplate>;
}

const sameTemplate = (a: MailTemplate, b: Record<string, unknown>) => a.subject === b.subject && a.text === b.text && a.html === b.html;

/** The installed templates compared with the built-in ones (one query: a few more documents than there are templates, at most). */
export async function readMailTemplates(): Promise<TemplatesState> {
  const { store } = await getBackend();
  const builtIn = builtInMailTemplates();
  const rows = await store.list(COLLECTIONS.mailTemplates, { limit: MAIL_TEMPLATE_NAMES.length + 4 });
  const stored = new Map(rows.map((row) => [row.id, row]));
  const status = {} as Record<MailTemplateName, TemplateStatus>;
  const templates = {} as Record<MailTemplateName, MailTemplate>;
  for (const name of MAIL_TEMPLATE_NAMES) {
    const row = stored.get(name);
    status[name] = !row ? 'missing' : sameTemplate(builtIn[name], row) ? 'current' : 'outdated';
    templates[name] = row
      ? { subject: String(row.subject ?? ''), text: String(row.text ?? ''), html: String(row.html ?? '') }
      : builtIn[name];
  }
  return { status, templates };
}

/**
 * The templates of the newsletter issues whose messages a page of the Outbox shows
 * (`mail_templates/newsletter-{issueId}`): one read each, of the names given.
 */
export async function readIssueTemplates(names: readonly string[]): Promise<Record<string, MailTemplate>> {
  const { store } = await getBackend();
  const wanted = [...new Set(names.filter((name) => name.startsWith('newsletter-')))];
  const rows = await Promise.all(wanted.map((name) => store.get(COLLECTIONS.mailTemplates, name).catch(() => null)));
  const found: Record<string, MailTemplate> = {};
  wanted.forEach((name, index) => {
    const row = rows[index];
    if (row) found[name] = { subject: String(row.subject ?? ''), text: String(row.text ?? ''), html: String(row.html ?? '') };
  });
  return found;
}

/**
 * Installs (or updates) the built-in templates that are missing or differ, in one batch with one audit
 * log entry about them (the rules log the templates a batch writes under one entry, which names the
 * first). Nothing is written when every one is current.
 */
export async function installMailTemplates(): Promise<void> {
  const { status } = await readMailTemplates();
  const names = MAIL_TEMPLATE_NAMES.filter((name) => status[name] !== 'current');
  if (names.length === 0) return;
  const builtIn = builtInMailTemplates();
  const { logged } = await import('@/features/activity/data/activity.ts');
  await logged(
    names.map((name) => ({ op: 'set' as const, collection: COLLECTIONS.mailTemplates, id: name, data: { ...builtIn[name] } })),
    {
      area: 'mail',
      action: 'templates',
      summary: `Installed ${names.length === 1 ? `the e-mail template “${names[0]}”` : `${names.length} e-mail templates`}`,
      target: { collection: COLLECTIONS.mailTemplates, id: names[0] },
    },
  );
}

// The staff's notifications address ---------------------------------------------------------------

/** The notifications address ('' when none is set). Admins only: visitors never learn it. */
export async function getStaffRecipient(): Promise<string> {
  const { store } = await getBackend();
  const stored = await store.get(COLLECTIONS.mailRecipients, STAFF_RECIPIENT);
  return typeof stored?.email === 'string' ? stored.email : '';
}

/** What is wrong with a notifications address as typed, if anything (empty: no notifications). */
export function validateStaffRecipient(value: string): string | undefined {
  const email = value.trim();
  if (email && !isEmail(email)) return 'Please enter a valid email address';
  return undefined;
}

/**
 * Stores the notifications address (trimmed, lower case), with its audit log entry: it decides where
 * every enquiry's and application's details go. Returns what is stored (nothing is written when it
 * is already that).
 */
export async function saveStaffRecipient(value: string): Promise<string> {
  const problem = validateStaffRecipient(value);
  if (problem) throw new Error(problem);
  const email = value.trim() ? normaliseEmail(value) : '';
  const stored = await getStaffRecipient();
  if (stored === email) return email;
  const { logged } = await import('@/features/activity/data/activity.ts');
  await logged([{ op: 'set', collection: COLLECTIONS.mailRecipients, id: STAFF_RECIPIENT, data: { email } }], {
    area: 'settings',
    action: 'notifications',
    summary: email ? (stored ? `Changed the notifications e-mail from ${stored} to ${email}` : `Set the notifications e-mail to ${email}`) : `Turned off notifications (they went to ${stored})`,
    target: { collection: COLLECTIONS.mailRecipients, id: STAFF_RECIPIENT },
  });
  return email;
}

/**
 * Sends a failed message again: its delivery state ERROR becomes RETRY, which the Trigger Email
 * extension picks up; nothing else of the delivery changes (rule 74), so only that field is written
 * (a field path: the extension's times keep their precision).
 */
export async function retryMail(id: string): Promise<void> {
  const { store } = await getBackend();
  await store.update(COLLECTIONS.mail, id, { 'delivery.state': 'RETRY' });
}

/** How many messages failed to send (the extension's ERROR): counted by the backend, not read. */
export async function countFailedMail(): Promise<number> {
  const { store } = await getBackend();
  return store.count(COLLECTIONS.mail, { where: [['delivery.state', '==', 'ERROR']] });
}
