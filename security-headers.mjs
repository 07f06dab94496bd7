#!/usr/bin/env node
/**
 * The site's HTTP response headers, in ONE place: the security headers every response carries and
 * the cache rules of Firebase Hosting. Two consumers take them from here:
 * - `firebase.json` (`hosting.headers`), which is static JSON: `node security-headers.mjs --write`
 *   regenerates it and `tests/unit/security-headers.test.ts` fails while it is out of date;
 * - `vite preview` (the plugin in `vite.config.ts`), so the built site is tested with them.
 *
 * The Content-Security-Policy allows what the app uses and nothing else:
 * - scripts: the site's own bundles (`'self'`) and, by its hash, the one inline script prerendered
 *   pages start with (scripts/page-boot.mjs); no other inline script runs. The JSON-LD `<script type="application/ld+json">`
 *   the SEO component writes is a data block, not script: CSP does not apply to it.
 * - styles: `'self'` plus `'unsafe-inline'`, because react-hot-toast (goober) writes its CSS into a
 *   `<style>` element at run time (style-src-elem), and pre-rendered HTML carries React's `style="…"`
 *   attributes (style-src-attr). Styles React sets from script go through the CSSOM, which CSP does not
 *   block. Inline styles cannot run script; `script-src` stays strict.
 * - connections: Firebase Auth (identitytoolkit, securetoken) and Firestore. The project's authDomain
 *   is not needed: Auth is initialised without a popup/redirect resolver, so its iframe never loads.
 * - images: the site itself and https: (blog covers are https addresses an admin types).
 * - frames, objects: none; the site may not be framed (frame-ancestors 'none' + X-Frame-Options DENY).
 * Optional parts are added only when their settings are present (see `headerOptionsFromEnv`):
 * reCAPTCHA for App Check, Google Analytics, AdSense, and the local emulators.
 *
 * Plain JavaScript (types in `security-headers.d.mts`) so that Node can run it without a build step.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PAGE_BOOT_SCRIPT_HASH } from './scripts/page-boot.mjs';

/** The Firebase endpoints the app calls (firebase/auth with email/password, firebase/firestore/lite). */
export const FIREBASE_ENDPOINTS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firestore.googleapis.com',
];

/** App Check with reCAPTCHA v3: the reCAPTCHA script and its frame, and the App Check token exchange. */
export const APP_CHECK_SOURCES = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://content-firebaseappcheck.googleapis.com'],
};

/** Google Analytics 4 (gtag.js). */
export const ANALYTICS_SOURCES = {
  script: ['https://www.googletagmanager.com'],
  frame: [],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

/** AdSense. Its hosts are many and change; check the browser console once after turning it on. */
export const ADS_SOURCES = {
  script: [
    'https://pagead2.googlesyndication.com',
    'https://tpc.googlesyndication.com',
    'https://partner.googleadservices.com',
    'https://www.googletagservices.com',
    'https://adservice.google.com',
  ],
  frame: ['https://googleads.g.doubleclick.net', 'https://tpc.googlesyndication.com', 'https://www.google.com'],
  connect: ['https://pagead2.googlesyndication.com', 'https://*.doubleclick.net', 'https://*.adtrafficquality.google'],
};

/** The local emulators (`VITE_USE_FIREBASE_EMULATORS=true`): Auth 9099, Firestore 8080. */
export const EMULATOR_SOURCES = {
  script: [],
  frame: [],
  connect: ['http://127.0.0.1:9099', 'http://127.0.0.1:8080', 'http://localhost:9099', 'http://localhost:8080'],
};

/** The same patterns `src/components/seo/analytics.tsx` accepts before it loads anything. */
const GA_ID = /^G-[A-Z0-9]+$/;
const ADSENSE_ID = /^ca-pub-\d+$/;

const nonEmpty = (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** Which optional parts the policy needs, from the same `VITE_*` settings the app reads. */
export function headerOptionsFromEnv(env) {
  const gaId = nonEmpty(env.VITE_GA_MEASUREMENT_ID);
  const adsenseId = nonEmpty(env.VITE_ADSENSE_CLIENT_ID);
  const emulators = env.VITE_USE_FIREBASE_EMULATORS === 'true' || env.VITE_USE_FIREBASE_EMULATORS === true;
  return {
    // src/backend/firebase/index.ts starts App Check only against the real services.
    appCheck: nonEmpty(env.VITE_RECAPTCHA_SITE_KEY) !== null && !emulators,
    analyticsId: gaId && GA_ID.test(gaId) ? gaId : null,
    ads: adsenseId !== null && ADSENSE_ID.test(adsenseId),
    emulators,
  };
}

/** Options for what Firebase Hosting serves: production never talks to the emulators. */
export function hostingOptions(options) {
  return { ...options, emulators: false };
}

/** The Content-Security-Policy header value. */
export function contentSecurityPolicy(options = {}) {
  const extras = [
    options.appCheck ? APP_CHECK_SOURCES : null,
    options.analyticsId ? ANALYTICS_SOURCES : null,
    options.ads ? ADS_SOURCES : null,
    options.emulators ? EMULATOR_SOURCES : null,
  ].filter(Boolean);
  const extra = (kind) => [...new Set(extras.flatMap((sources) => sources[kind]))];
  const frames = extra('frame');

  const directives = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      ["'self'", PAGE_BOOT_SCRIPT_HASH, ...extra('script')],
    ],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'https:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...FIREBASE_ENDPOINTS, ...extra('connect')]],
    ['frame-src', frames.length > 0 ? frames : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Powerful features the site never uses, switched off for it and anything it might embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** The security headers every response carries. */
export function securityHeaders(options = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Hashed bundles never change; everything else (index.html, every SPA route) is revalidated each time. */
export const CACHE_FOREVER = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

/**
 * `firebase.json`'s `hosting.headers`. Hosting applies every rule whose source matches, a later rule
 * overriding an earlier one's header of the same name, so `/assets/**` (after `**`) keeps its bundles
 * cached for a year while pages, rewritten to index.html, are never used without revalidation.
 */
export function hostingHeaders(options = {}) {
  const security = Object.entries(securityHeaders(hostingOptions(options))).map(([key, value]) => ({ key, value }));
  return [
    { source: '**', headers: [...security, { key: 'Cache-Control', value: CACHE_REVALIDATE }] },
    { source: '/assets/**', headers: [{ key: 'Cache-Control', value: CACHE_FOREVER }] },
  ];
}

// ---------------------------------------------------------------------------------------------
// `node security-headers.mjs [--write]`: checks (or rewrites) firebase.json's headers for the
// settings in .env / .env.production / the environment.

async function main(args) {
  const { loadEnv } = await import('vite');
  const root = fileURLToPath(new URL('.', import.meta.url));
  const file = fileURLToPath(new URL('./firebase.json', import.meta.url));
  const options = headerOptionsFromEnv(loadEnv('production', root, 'VITE_'));
  const config = JSON.parse(readFileSync(file, 'utf8'));
  const wanted = hostingHeaders(options);
  const upToDate = JSON.stringify(config.hosting.headers) === JSON.stringify(wanted);
  console.log(`Options from the environment: ${JSON.stringify(hostingOptions(options))}`);
  if (args.includes('--write')) {
    config.hosting.headers = wanted;
    writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
    console.log(upToDate ? 'firebase.json was already up to date.' : 'firebase.json: headers rewritten.');
    return 0;
  }
  console.log(upToDate ? 'firebase.json is up to date.' : 'firebase.json is OUT OF DATE: run `node security-headers.mjs --write`.');
  return upToDate ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
