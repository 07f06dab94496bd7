import { describe, expect, it } from 'vitest';
import { isEmail, mailtoHref, normaliseEmail } from '@/lib/email.ts';

describe('isEmail', () => {
  it.each(['user@example.com', 'first.last+tag@mail.example.co.uk', "o'brien@example.ie", 'USER@EXAMPLE.COM', 'a@b-c.io'])(
    'accepts %s',
    (address) => expect(isEmail(address)).toBe(true),
  );

  it.each([
    ['a header injection in the domain', 'a@b.co?bcc=x%40evil.example&body=pay'],
    ['a mail draft\'s fields before the "@"', 'x?cc=boss@corp.example&body=pay@example.com'],
    ['a "?" in the local part', 'a?cc=x@example.com'],
    ['a "%" in the local part', 'a%3Fcc%3Dx@example.com'],
    ['a "&" or "=" in the local part', 'a&b=c@example.com'],
    ['a "/" or "#" in the local part', 'a/b#c@example.com'],
    ['two at signs', 'a@b@example.com'],
    ['a space', 'a b@example.com'],
    ['no dot in the domain', 'user@localhost'],
    ['a domain starting with a hyphen', 'user@-example.com'],
    ['an empty local part', '@example.com'],
    ['a newline', 'user@example.com\nBcc: x@evil.example'],
    ['an address over 254 characters', `${'a'.repeat(250)}@example.com`],
  ])('refuses %s', (_what, address) => expect(isEmail(address)).toBe(false));
});

describe('normaliseEmail', () => {
  it('trims and lower-cases', () => expect(normaliseEmail('  USER@Example.COM ')).toBe('user@example.com'));
});

describe('mailtoHref', () => {
  it('encodes each side of the address, so nothing in it becomes a header', () => {
    expect(mailtoHref('grace+1@example.org')).toBe('mailto:grace%2B1@example.org');
    expect(mailtoHref('a?bcc=x@evil.example')).toBe('mailto:a%3Fbcc%3Dx@evil.example');
    expect(mailtoHref('a@b.co?bcc=x%40evil.example&body=pay')).toBe('mailto:a@b.co%3Fbcc%3Dx%2540evil.example%26body%3Dpay');
  });

  it('adds an encoded subject and body, and leaves out empty ones', () => {
    expect(mailtoHref('hello@example.com', { subject: 'Re: Your inquiry about Web & Mobile', body: 'Hi Ada,\n\n' })).toBe(
      'mailto:hello@example.com?subject=Re%3A%20Your%20inquiry%20about%20Web%20%26%20Mobile&body=Hi%20Ada%2C%0A%0A',
    );
    expect(mailtoHref('hello@example.com', { subject: '', body: undefined })).toBe('mailto:hello@example.com');
  });
});
