/** The "Reply via Email" mail draft: to the sender, subject "Re: Your inquiry about {service}" (spec §2). */
import type { ContactMessage } from '@/features/enquiries/data/contact-messages.ts';
import { mailtoHref } from '@/lib/email.ts';

export function replySubject(message: Pick<ContactMessage, 'service'>): string {
  return `Re: Your inquiry about ${message.service}`;
}

export function replyMailto(message: Pick<ContactMessage, 'email' | 'name' | 'service'>): string {
  const greeting = message.name ? `Hi ${message.name},\n\n` : '';
  return mailtoHref(message.email, { subject: replySubject(message), body: greeting });
}
