/**
 * The demo's e-mail links: what Firebase Auth's e-mail link sign-in does, kept with the demo data.
 * Demo mode sends no e-mail, so `send` hands the link back for the page to offer; the link carries
 * Firebase's parameters (mode=signIn, oobCode) and works once, for its address, for six hours.
 */
import { sha256Hex } from '@/lib/sha256.ts';
import { normaliseEmail } from '@/lib/email.ts';
import { BackendError, type EmailLinks } from '../types.ts';
import { newId, type LocalData } from './db.ts';
import { createLocalStore } from './local-store.ts';

interface Deps {
  read(): LocalData;
  write(data: LocalData): void;
}

export const EMAIL_LINK_LIFETIME_MS = 6 * 3600_000;

const invalidLink = () => new BackendError('auth/invalid-action-code', 'The action code is invalid. This can happen if the code is malformed, expired, or has already been used.');

export function createLocalEmailLinks(deps: Deps): EmailLinks {
  return {
    async send(email, continueUrl) {
      const data = deps.read();
      const code = newId();
      const now = Date.now();
      // Links past their time are dropped as new ones are made.
      const kept = Object.entries(data.emailLinks ?? {}).filter(([, link]) => link.expiresAt > now);
      data.emailLinks = { ...Object.fromEntries(kept), [code]: { email: normaliseEmail(email), expiresAt: now + EMAIL_LINK_LIFETIME_MS } };
      deps.write(data);
      const url = new URL(continueUrl);
      url.searchParams.set('mode', 'signIn');
      url.searchParams.set('oobCode', code);
      url.searchParams.set('apiKey', 'demo');
      return url.href;
    },
    async withLink(email, link, work) {
      const code = new URL(link, 'http://demo.invalid').searchParams.get('oobCode') ?? '';
      const data = deps.read();
      const entry = Object.hasOwn(data.emailLinks ?? {}, code) ? data.emailLinks![code] : undefined;
      if (!entry || entry.expiresAt <= Date.now()) throw invalidLink();
      if (entry.email !== normaliseEmail(email)) {
        throw new BackendError('auth/invalid-email', 'The email provided does not match the sign-in email address.');
      }
      delete data.emailLinks![code];
      deps.write(data);
      // Signed in with the address, verified, for this work only; the page's session stays as it is.
      const identity = { uid: `email-link-${sha256Hex(entry.email).slice(0, 20)}`, email: entry.email, emailVerified: true, isAnonymous: false };
      return work(createLocalStore({ read: deps.read, write: deps.write, token: () => identity }));
    },
  };
}
