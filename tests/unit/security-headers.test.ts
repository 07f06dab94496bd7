/**
 * The headers module (security-headers.mjs) and the two places that take from it: firebase.json must
 * hold exactly what the module produces for the project's settings (else `node security-headers.mjs
 * --write`), and the policy must fit what the app loads, per optional feature.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { render, waitFor } from '@testing-library/react';
import { loadEnv } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Analytics } from '@/components/seo/analytics.tsx';
import { PAGE_BOOT_SCRIPT_HASH, pageBootElement } from '../../scripts/page-boot.mjs';
import { PAGE_PATH_PATTERN } from '../../scripts/hosting.mjs';
import {
  APP_CHECK_SOURCES,
  CACHE_FOREVER,
  CACHE_REVALIDATE,
  FIREBASE_ENDPOINTS,
  contentSecurityPolicy,
  headerOptionsFromEnv,
  hostingHeaders,
  securityHeaders,
} from '../../security-headers.mjs';

/** The project root (Vitest runs there; jsdom's import.meta.url is not a file URL). */
const root = process.cwd();
const firebaseJson = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
  hosting: { public: string; cleanUrls: boolean; rewrites: unknown[]; headers: unknown[] };
};

/** The CSP as directive → sources. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('firebase.json', () => {
  it('holds exactly the headers security-headers.mjs makes for this project (else run `node security-headers.mjs --write`)', () => {
    const options = headerOptionsFromEnv(loadEnv('production', root, 'VITE_'));
    expect(firebaseJson.hosting.headers).toEqual(hostingHeaders(options));
  });

  it('serves prerendered pages for their clean URLs and falls back to the client shell (scripts/prerender.mjs)', () => {
    expect(firebaseJson.hosting.public).toBe('dist');
    expect(firebaseJson.hosting.cleanUrls).toBe(true);
    // Page paths only: a missing file answers 404 (tests/unit/hosting-rewrites.test.ts).
    expect(firebaseJson.hosting.rewrites).toEqual([{ regex: PAGE_PATH_PATTERN, destination: '/app-shell.html' }]);
  });

  it('caches hashed assets for a year and revalidates every page, the later rule winning for /assets', () => {
    const rules = hostingHeaders();
    const cacheOf = (source: string) =>
      rules
        .filter((rule) => rule.source === source)
        .flatMap((rule) => rule.headers)
        .find((header) => header.key === 'Cache-Control')?.value;
    expect(cacheOf('**')).toBe(CACHE_REVALIDATE);
    expect(CACHE_REVALIDATE).toBe('no-cache');
    expect(cacheOf('/assets/**')).toBe(CACHE_FOREVER);
    expect(CACHE_FOREVER).toBe('public, max-age=31536000, immutable');
    expect(rules.map((rule) => rule.source)).toEqual(['**', '/assets/**']);
  });

  it('sends every security header on every path', () => {
    const all = hostingHeaders().find((rule) => rule.source === '**')!;
    const keys = all.headers.map((header) => header.key);
    expect(keys).toEqual(expect.arrayContaining(Object.keys(securityHeaders())));
    expect(keys).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'X-Content-Type-Options',
        'X-Frame-Options',
        'Referrer-Policy',
        'Strict-Transport-Security',
        'Permissions-Policy',
      ]),
    );
  });
});

describe('the security headers', () => {
  it('are the agreed values', () => {
    const headers = securityHeaders();
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
      expect(headers['Permissions-Policy']).toContain(feature);
    }
  });

  it('allow only the site itself and the Firebase endpoints by default', () => {
    const csp = directives(contentSecurityPolicy());
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", PAGE_BOOT_SCRIPT_HASH]);
    expect(csp['connect-src']).toEqual(["'self'", ...FIREBASE_ENDPOINTS]);
    expect(FIREBASE_ENDPOINTS).toEqual([
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
    ]);
    expect(csp['frame-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    // react-hot-toast writes a <style> element; pre-rendered HTML carries style attributes.
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(contentSecurityPolicy()).not.toMatch(/recaptcha|googletagmanager|127\.0\.0\.1/);
  });

  it("allow the prerendered pages' boot script by the hash of its exact text, and no other inline script", () => {
    const element = pageBootElement('/assets/index-abc.js', ['/assets/react-def.js']);
    const text = /^<script data-modules="[^"]+">([\s\S]*)<\/script>$/.exec(element)![1];
    const hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const scriptSources = directives(contentSecurityPolicy())['script-src'];
    expect(scriptSources).toContain(hash);
    expect(scriptSources.filter((source) => source.startsWith("'sha256-"))).toEqual([hash]);
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(() => pageBootElement('/assets/x.js"><script>alert(1)</script>')).toThrow();
    expect(pageBootElement('/assets/a.js', ['/assets/react-dom-b.js'], '/assets/react-dom-b.js')).toContain('data-first="/assets/react-dom-b.js"');
  });

  it('add reCAPTCHA and App Check only when App Check is on', () => {
    const csp = directives(contentSecurityPolicy({ appCheck: true }));
    expect(csp['script-src']).toEqual(["'self'", PAGE_BOOT_SCRIPT_HASH, ...APP_CHECK_SOURCES.script]);
    expect(csp['frame-src']).toEqual(APP_CHECK_SOURCES.frame);
    expect(csp['connect-src']).toEqual(["'self'", ...FIREBASE_ENDPOINTS, 'https://content-firebaseappcheck.googleapis.com']);
  });

  it('add the emulators for an emulator build, never for Hosting', () => {
    const options = headerOptionsFromEnv({ VITE_USE_FIREBASE_EMULATORS: 'true', VITE_RECAPTCHA_SITE_KEY: 'site-key' });
    // App Check is not started against the emulators.
    expect(options).toMatchObject({ emulators: true, appCheck: false });
    expect(directives(contentSecurityPolicy(options))['connect-src']).toContain('http://127.0.0.1:9099');
    const hosted = hostingHeaders(options)[0].headers.find((header) => header.key === 'Content-Security-Policy')!;
    expect(hosted.value).not.toContain('127.0.0.1');
  });

  it('read the optional features from the same settings the app reads', () => {
    expect(headerOptionsFromEnv({})).toEqual({ appCheck: false, analyticsId: null, ads: false, emulators: false });
    expect(headerOptionsFromEnv({ VITE_RECAPTCHA_SITE_KEY: ' key ' }).appCheck).toBe(true);
    expect(headerOptionsFromEnv({ VITE_RECAPTCHA_SITE_KEY: '  ' }).appCheck).toBe(false);
    expect(headerOptionsFromEnv({ VITE_GA_MEASUREMENT_ID: 'G-ABC123' }).analyticsId).toBe('G-ABC123');
    expect(headerOptionsFromEnv({ VITE_GA_MEASUREMENT_ID: 'UA-123' }).analyticsId).toBeNull();
    expect(headerOptionsFromEnv({ VITE_ADSENSE_CLIENT_ID: 'ca-pub-123' }).ads).toBe(true);
  });

  it("allow Google Analytics' loader, which the Analytics component adds with no inline script", async () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'G-TEST123');
    // Loaded only with the visitor's consent (tests/pages/consent.test.tsx): here it was given earlier.
    localStorage.setItem(
      'novaforge-cookie-consent',
      JSON.stringify({ version: 1, necessary: true, analytics: true, ads: false, decidedAt: new Date().toISOString() }),
    );
    render(createElement(Analytics));
    await waitFor(() =>
      expect(document.querySelector('script[src="https://www.googletagmanager.com/gtag/js?id=G-TEST123"]')).not.toBeNull(),
    );
    expect([...document.querySelectorAll('script:not([src])')].filter((node) => node.textContent?.includes('gtag'))).toEqual([]);
    // gtag.js reads `arguments` objects from the queue.
    expect(Array.from((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer.at(-1)!)).toEqual(['config', 'G-TEST123']);

    const csp = directives(contentSecurityPolicy({ analyticsId: 'G-TEST123' }));
    expect(csp['script-src']).toEqual(["'self'", PAGE_BOOT_SCRIPT_HASH, 'https://www.googletagmanager.com']);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
  });
});
