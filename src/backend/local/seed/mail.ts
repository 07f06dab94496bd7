/**
 * The demo's (and the emulators') mail: the templates as an admin installs them, the
 * staff's notifications address (the company's address), and a few messages about the seeded
 * enquiries (seed.ts, seed-message-1…3) in the states the Trigger Email extension records, so the
 * Outbox shows each. Nothing is ever sent from the demo: no extension runs there.
 */
import { builtInMailTemplates, MAIL_TEMPLATE_NAMES } from '@/content/mail-templates.ts';
import { DEMO_ACCOUNTS } from '@/content/demo-accounts.ts';
import { site } from '@/content/site.ts';
import type { LocalDoc } from '../db.ts';

const HOUR = 3600 * 1000;

export function seedMail(now: Date): Record<string, Record<string, LocalDoc>> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const templates = builtInMailTemplates();
  const reply =
    'Thanks for reaching out! A first version with class schedules, bookings and payments typically starts around $3,000. I have sent a short questionnaire to your e-mail so we can give you a firm quote.';
  return {
    mail_templates: Object.fromEntries(MAIL_TEMPLATE_NAMES.map((name) => [name, { ...templates[name] }])),
    mail_recipients: { staff: { email: site.email } },
    mail: {
      // Queued, and no extension has seen it (as every message written in the demo).
      'enquiry-seed-message-1': {
        toUids: ['staff'],
        template: {
          name: 'enquiry-received',
          data: {
            messageId: 'seed-message-1',
            name: 'Sofia Alvarez',
            email: 'sofia@brightleaf.example',
            service: 'Web Development',
            message:
              'We need a new online shop for our organic produce boxes, with weekly subscriptions and delivery slots. Could we talk about timelines and budget?',
          },
        },
        createdAt: at(1),
      },
      // Delivered.
      'enquiry-seed-message-2': {
        toUids: ['staff'],
        template: {
          name: 'enquiry-received',
          data: {
            messageId: 'seed-message-2',
            name: 'James Whitaker',
            email: 'james.w@harborlogistics.example',
            service: 'Custom Software Development',
            message:
              'Our dispatch team still plans routes in spreadsheets. We are looking for a partner to build an internal tool that integrates with our fleet tracking.',
          },
        },
        createdAt: at(48),
        delivery: { state: 'SUCCESS', attempts: 1, error: null, startTime: at(48), endTime: at(48), info: { accepted: [site.email], rejected: [] } },
      },
      // Failed (the SMTP server refused the login), as the extension records it.
      'reply-seed-message-3-0': {
        to: DEMO_ACCOUNTS.user.email,
        template: { name: 'enquiry-reply', data: { messageId: 'seed-message-3', name: 'Demo User', reply } },
        createdAt: at(6 * 24 - 12),
        delivery: {
          state: 'ERROR',
          attempts: 1,
          error: 'Invalid login: 535 Authentication failed',
          startTime: at(6 * 24 - 12),
          endTime: at(6 * 24 - 12),
        },
      },
    },
  };
}
