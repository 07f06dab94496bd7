import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '@/lib/sha256.ts';

describe('sha256Hex (the newsletter subscriber id, as the rules hash it)', () => {
  it.each(['', 'abc', 'user@example.com', 'x'.repeat(55), 'x'.repeat(56), 'x'.repeat(64), 'é'.repeat(200)])('agrees with Node for %j', (text) => {
    expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  });
});
