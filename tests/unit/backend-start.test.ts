/**
 * Starting the backend (src/backend/index.ts): demo mode only when nothing of Firebase is configured;
 * a site configured for Firebase that cannot start it fails, and never quietly runs in demo mode.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const FIREBASE_ENV = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo',
  VITE_FIREBASE_APP_ID: 'app',
};

async function freshGetBackend() {
  vi.resetModules();
  return (await import('@/backend/index.ts')).getBackend;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.doUnmock('@/backend/firebase/index.ts');
  vi.restoreAllMocks();
});

describe('starting the backend', () => {
  it('runs in demo mode, with the two warnings, when nothing of Firebase is configured', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const backend = await (await freshGetBackend())();
    expect(backend.kind).toBe('demo');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('refuses to start when Firebase is configured incompletely, and says what is missing', async () => {
    vi.stubEnv('VITE_FIREBASE_API_KEY', 'key');
    vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'demo');
    await expect((await freshGetBackend())()).rejects.toMatchObject({
      name: 'BackendUnavailableError',
      message: expect.stringContaining('VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_APP_ID are not set'),
    });
  });

  it('fails, and does not fall back to demo mode, when Firebase does not start', async () => {
    for (const [key, value] of Object.entries(FIREBASE_ENV)) vi.stubEnv(key, value);
    vi.doMock('@/backend/firebase/index.ts', () => ({
      createFirebaseBackend: () => Promise.reject(new Error('network down')),
    }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect((await freshGetBackend())()).rejects.toMatchObject({ name: 'BackendUnavailableError', cause: new Error('network down') });
    expect(warn).not.toHaveBeenCalled();
  });
});
