import { describe, expect, it } from 'vitest';
import { readBackendSettings } from '@/backend/config.ts';
import { safeRedirect } from '@/lib/paths.ts';

describe('readBackendSettings', () => {
  it('runs in demo mode when any required Firebase value is missing', () => {
    expect(readBackendSettings({}).firebase).toBeNull();
    expect(
      readBackendSettings({ VITE_FIREBASE_API_KEY: 'k', VITE_FIREBASE_AUTH_DOMAIN: 'd', VITE_FIREBASE_PROJECT_ID: ' ' }).firebase,
    ).toBeNull();
  });

  it('calls a partial Firebase configuration a problem, naming what is missing; none at all is demo mode', () => {
    expect(readBackendSettings({}).firebaseProblem).toBeNull();
    expect(readBackendSettings({ VITE_FIREBASE_API_KEY: ' ', VITE_USE_FIREBASE_EMULATORS: 'true' }).firebaseProblem).toBeNull();
    expect(readBackendSettings({ VITE_FIREBASE_API_KEY: 'k', VITE_FIREBASE_AUTH_DOMAIN: 'd', VITE_FIREBASE_PROJECT_ID: 'p' }).firebaseProblem).toBe(
      'VITE_FIREBASE_APP_ID is not set',
    );
  });

  it('reads a complete configuration and the emulator switch', () => {
    const settings = readBackendSettings({
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'demo',
      VITE_FIREBASE_APP_ID: 'app',
      VITE_USE_FIREBASE_EMULATORS: 'true',
    });
    expect(settings.firebase).toMatchObject({ apiKey: 'key', projectId: 'demo', appId: 'app' });
    expect(settings.useEmulators).toBe(true);
    expect(settings.recaptchaSiteKey).toBeNull();
    expect(settings.firebaseProblem).toBeNull();
  });
});

describe('safeRedirect', () => {
  it('follows same-site paths only', () => {
    expect(safeRedirect('/profile?tab=messages')).toBe('/profile?tab=messages');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('/login')).toBe('/');
  });
});
