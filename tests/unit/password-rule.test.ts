/** The rule for a new password: at least 8 characters, and not common or easy to guess. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newPasswordProblem, PASSWORD_TOO_GUESSABLE, PASSWORD_TOO_SHORT } from '@/features/accounts/data/password-rule.ts';

describe('a new password', () => {
  it.each(['', 'a', 'k7#vq2z'])('of fewer than 8 characters (%j) is too short', async (password) => {
    expect(await newPasswordProblem(password)).toBe(PASSWORD_TOO_SHORT);
    expect(PASSWORD_TOO_SHORT).toBe('Password should be at least 8 characters');
  });

  it.each(['password', 'password123', 'Password123!', '12345678', 'qwertyuiop', 'iloveyou1', 'letmein123', 'aaaaaaaa', 'abcdefgh'])(
    'that people often choose (%s) is refused as too easy to guess',
    async (password) => {
      expect(await newPasswordProblem(password)).toBe(PASSWORD_TOO_GUESSABLE);
    },
  );

  it("built from the person's own name or address, or the site's name, is refused", async () => {
    expect(await newPasswordProblem('adalovelace', ['Ada Lovelace', 'ada.lovelace@example.org'])).toBe(PASSWORD_TOO_GUESSABLE);
    expect(await newPasswordProblem('ada.lovelace@example.org', ['Ada Lovelace', 'ada.lovelace@example.org'])).toBe(
      PASSWORD_TOO_GUESSABLE,
    );
    expect(await newPasswordProblem('NovaForgeDigital')).toBe(PASSWORD_TOO_GUESSABLE);
    // The same password is fine for somebody else.
    expect(await newPasswordProblem('adalovelace1815', ['Grace Hopper', 'grace@example.org'])).toBeNull();
  });

  it.each(['compiler moth 1947', 'brand-new-1', 'Hx7kPq2m', 'keys-and-tabs-42'])('that is hard to guess (%s) will do', async (password) => {
    expect(await newPasswordProblem(password)).toBeNull();
  });
});

describe('when the guessing check cannot be had', () => {
  afterEach(() => {
    vi.doUnmock('@/features/accounts/data/password-guessing.ts');
    vi.resetModules();
  });

  it('the length rule still holds, nobody is stopped by the failure, and the next attempt tries again', async () => {
    vi.resetModules();
    let offline = true;
    vi.doMock('@/features/accounts/data/password-guessing.ts', async (importOriginal) => {
      const real = await importOriginal<typeof import('@/features/accounts/data/password-guessing.ts')>();
      return {
        createGuessability: () => {
          if (offline) throw new TypeError('Failed to fetch dynamically imported module');
          return real.createGuessability();
        },
      };
    });
    const rule = await import('@/features/accounts/data/password-rule.ts');
    expect(await rule.newPasswordProblem('short')).toBe(rule.PASSWORD_TOO_SHORT);
    expect(await rule.newPasswordProblem('password123')).toBeNull();
    offline = false;
    expect(await rule.newPasswordProblem('password123')).toBe(rule.PASSWORD_TOO_GUESSABLE);
  });
});
