/** The "Reply via Email" mail draft: to the sender, subject "Re: Your inquiry about {service}" (spec §2). */
import type { ContactMessage } from '@/data/contact-messages.ts';

export function replySubject(message: Pick<ContactMessage, 'service'>): string {
  return `Re: Your inquiry about ${message.service}`;
}

export function replyMailto(message: Pick<ContactMessage, 'email' | 'name' | 'service'>): string {
  // Each side of the address is encoded on its own so that "@" stays readable to mail programs.
  const to = message.email.split('@').map(encodeURIComponent).join('@');
  const greeting = message.name ? `Hi ${message.name},\n\n` : '';
  return `mailto:${to}?subject=${encodeURIComponent(replySubject(message))}&body=${encodeURIComponent(greeting)}`;
}
