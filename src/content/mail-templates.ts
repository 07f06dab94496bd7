/**
 * The e-mails the site sends through the Trigger Email extension (`firestore-send-email`), as
 * the extension stores them in `mail_templates/{name}`: a subject, a plain-text body and an HTML body,
 * each a Handlebars template filled with the message's `template.data` (src/features/mail/data/mail.ts, the mail
 * contract). An admin installs them from the Outbox; the site's name and addresses are baked in then
 * (from src/content/site.ts and the site's URL), so a message's data holds ids, never links.
 *
 * Handlebars: `{{value}}` is HTML-escaped (for the HTML body); `{{{value}}}` is inserted as it is (for
 * the subject and the plain text, which are not HTML). The Outbox renders the same templates with a
 * small renderer of just these two forms (src/lib/mail-render.ts).
 */
import { paths } from '@/lib/paths.ts';
import { site, siteUrl } from './site.ts';

/** The statuses an applicant is told about, each with its own message (sent when an admin confirms it). */
export const APPLICANT_MESSAGE_STATUSES = ['interview', 'declined', 'hired'] as const;
export type ApplicantMessageStatus = (typeof APPLICANT_MESSAGE_STATUSES)[number];

/** The fixed templates (the same names as src/features/mail/data/mail.ts's MailTemplateName). */
export type MailTemplateName =
  | 'enquiry-received'
  | 'application-received'
  | 'enquiry-reply'
  | 'application-acknowledgement'
  | `application-${ApplicantMessageStatus}`;

export interface MailTemplate {
  subject: string;
  text: string;
  html: string;
}

/** Bounds of a stored template (firestore.rules, `match /mail_templates/{name}`). */
export const MAIL_TEMPLATE_LIMITS = { subject: 200, text: 20_000, html: 50_000 } as const;

/** The data keys each template is filled with (the mail contract). */
export const MAIL_TEMPLATE_KEYS: Record<MailTemplateName, readonly string[]> = {
  'enquiry-received': ['messageId', 'name', 'email', 'service', 'message'],
  'enquiry-reply': ['messageId', 'name', 'reply'],
  'application-received': ['applicationId', 'name', 'email', 'position'],
  'application-acknowledgement': ['applicationId', 'position'],
  'application-interview': ['applicationId', 'name', 'position', 'message'],
  'application-declined': ['applicationId', 'name', 'position', 'message'],
  'application-hired': ['applicationId', 'name', 'position', 'message'],
};

/** What the Outbox calls each template. */
export const MAIL_TEMPLATE_LABELS: Record<MailTemplateName, string> = {
  'enquiry-received': 'New enquiry (to staff)',
  'enquiry-reply': 'Reply to an enquiry',
  'application-received': 'New application (to staff)',
  'application-acknowledgement': 'Application received (to the applicant)',
  'application-interview': 'Invitation to interview (to the applicant)',
  'application-declined': 'Application declined (to the applicant)',
  'application-hired': 'Job offer (to the applicant)',
};

/**
 * What an admin is offered to say when an application moves to each status: the `message` of its
 * template, which they edit before sending (`position`: the opening's title).
 */
export function applicantMessageDraft(status: ApplicantMessageStatus, position: string): string {
  switch (status) {
    case 'interview':
      return [
        `Thank you for applying for the ${position} position. We enjoyed reading your application and would like to invite you to an interview.`,
        '',
        `We will write again within two working days to agree a time that suits you. If you have a question before then, write to ${site.email}.`,
      ].join('\n');
    case 'declined':
      return [
        `Thank you for applying for the ${position} position, and for the time you gave your application. After careful consideration we have decided not to take it further.`,
        '',
        'As you agreed, we keep your application for 12 months and may contact you if a role that suits you opens. We wish you every success.',
      ].join('\n');
    case 'hired':
      return [
        `We are delighted to offer you the ${position} position.`,
        '',
        'We will send the details of the offer and your first steps in the next few days. Welcome to the team!',
      ].join('\n');
  }
}

/** The subject of each message to an applicant. */
const APPLICANT_SUBJECTS: Record<ApplicantMessageStatus, string> = {
  interview: 'Your application for {{{position}}}: an invitation to interview',
  declined: 'Your application for {{{position}}}',
  hired: 'Your application for {{{position}}}: an offer',
};

export const MAIL_TEMPLATE_NAMES = Object.keys(MAIL_TEMPLATE_KEYS) as MailTemplateName[];

const style = {
  body: 'font-family: Arial, Helvetica, sans-serif; color: #0f172a; line-height: 1.5;',
  quote: 'white-space: pre-wrap; border-left: 3px solid #cbd5e1; margin: 12px 0; padding: 4px 12px; color: #334155;',
  button: 'display: inline-block; background: #2451e6; color: #ffffff; padding: 10px 18px; border-radius: 6px; text-decoration: none;',
  small: 'font-size: 12px; color: #64748b;',
};

const html = (inner: string) =>
  `<!doctype html><html><body style="${style.body}">${inner}<p style="${style.small}">${site.name} · ${site.email}</p></body></html>`;

/** The site's URL; outside Vite (the emulator seed runs in Node, without `import.meta.env`) the built-in one. */
const baseUrl = () => (import.meta.env === undefined ? site.defaultUrl : siteUrl());

/** The templates with this site's name and links (`base`: the site's URL, no trailing slash). */
export function builtInMailTemplates(base: string = baseUrl()): Record<MailTemplateName, MailTemplate> {
  const inbox = `${base}${paths.admin.messages()}`;
  const applications = `${base}${paths.admin.applications()}`;
  const profile = `${base}${paths.profile('messages')}`;
  const contact = `${base}${paths.contact()}`;
  const applicationsOfApplicant = `${base}${paths.profile()}`;
  const careers = `${base}${paths.careers()}`;
  // The applicant's messages: the admin's words (`message`) between a greeting and the site's name.
  const toApplicant = (status: ApplicantMessageStatus): MailTemplate => ({
    subject: APPLICANT_SUBJECTS[status],
    text: ['Hello {{{name}}},', '', '{{{message}}}', '', site.name].join('\n'),
    html: html(`<p>Hello {{name}},</p><p style="white-space: pre-wrap;">{{message}}</p><p>${site.name}</p>`),
  });
  return {
    'enquiry-received': {
      subject: 'New enquiry from {{{name}}}: {{{service}}}',
      text: [
        'A new enquiry has arrived on the website.',
        '',
        'From: {{{name}}} <{{{email}}}>',
        'Service: {{{service}}}',
        '',
        '{{{message}}}',
        '',
        `Read and reply in the inbox: ${inbox}`,
      ].join('\n'),
      html: html(
        '<p>A new enquiry has arrived on the website.</p>' +
          '<p><strong>From:</strong> {{name}} &lt;{{email}}&gt;<br><strong>Service:</strong> {{service}}</p>' +
          `<p style="${style.quote}">{{message}}</p>` +
          `<p><a href="${inbox}" style="${style.button}">Open the inbox</a></p>`,
      ),
    },
    'enquiry-reply': {
      subject: `Re: your enquiry to ${site.name}`,
      text: [
        'Hello {{{name}}},',
        '',
        `Thank you for contacting ${site.name}. Our reply:`,
        '',
        '{{{reply}}}',
        '',
        `You can read the whole conversation, and write back, in your profile: ${profile}`,
        `(Log in with the e-mail address you wrote from.) Or contact us again: ${contact}`,
        '',
        site.name,
      ].join('\n'),
      html: html(
        '<p>Hello {{name}},</p>' +
          `<p>Thank you for contacting ${site.name}. Our reply:</p>` +
          `<p style="${style.quote}">{{reply}}</p>` +
          `<p>You can read the whole conversation, and write back, <a href="${profile}">in your profile</a> ` +
          `(log in with the e-mail address you wrote from), or <a href="${contact}">contact us again</a>.</p>`,
      ),
    },
    'application-received': {
      subject: 'New application from {{{name}}}: {{{position}}}',
      text: [
        'A new application has arrived through the careers page.',
        '',
        'From: {{{name}}} <{{{email}}}>',
        'Position: {{{position}}}',
        '',
        `Review it in Applications: ${applications}`,
      ].join('\n'),
      html: html(
        '<p>A new application has arrived through the careers page.</p>' +
          '<p><strong>From:</strong> {{name}} &lt;{{email}}&gt;<br><strong>Position:</strong> {{position}}</p>' +
          `<p><a href="${applications}" style="${style.button}">Open Applications</a></p>`,
      ),
    },
    // To an address nobody has verified: only the opening's title (no text the sender chose) and why it came.
    'application-acknowledgement': {
      subject: 'We have received your application: {{{position}}}',
      text: [
        'Hello,',
        '',
        `Thank you for applying for the {{{position}}} position at ${site.name}. Your application has arrived, and a person will read it. We reply to everyone within five working days.`,
        '',
        `If you applied while logged in, you can follow where it stands in your profile: ${applicationsOfApplicant}`,
        `Our other openings: ${careers}`,
        '',
        `You receive this e-mail because this address was entered on our careers page. If that was not you, ignore it: an address is sent at most one of these a day, whoever enters it.`,
        '',
        site.name,
      ].join('\n'),
      html: html(
        '<p>Hello,</p>' +
          `<p>Thank you for applying for the <strong>{{position}}</strong> position at ${site.name}. Your application has arrived, and a person will read it. We reply to everyone within five working days.</p>` +
          `<p>If you applied while logged in, you can follow where it stands <a href="${applicationsOfApplicant}">in your profile</a>. ` +
          `See <a href="${careers}">our other openings</a>.</p>` +
          `<p style="${style.small}">You receive this e-mail because this address was entered on our careers page. If that was not you, ignore it: an address is sent at most one of these a day, whoever enters it.</p>`,
      ),
    },
    'application-interview': toApplicant('interview'),
    'application-declined': toApplicant('declined'),
    'application-hired': toApplicant('hired'),
  };
}
