/** Types for `security-headers.mjs` (plain JavaScript so that Node runs it without a build step). */

export interface HeaderOptions {
  /** reCAPTCHA v3 for App Check (`VITE_RECAPTCHA_SITE_KEY`, not with the emulators). */
  appCheck?: boolean;
  /** A Google Analytics measurement id (`VITE_GA_MEASUREMENT_ID`), or null. */
  analyticsId?: string | null;
  /** AdSense (`VITE_ADSENSE_CLIENT_ID`). */
  ads?: boolean;
  /** The local Auth and Firestore emulators (`VITE_USE_FIREBASE_EMULATORS=true`). */
  emulators?: boolean;
}

export interface SourceLists {
  script: string[];
  frame: string[];
  connect: string[];
}

export interface HostingHeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

export const FIREBASE_ENDPOINTS: string[];
export const APP_CHECK_SOURCES: SourceLists;
export const ANALYTICS_SOURCES: SourceLists;
export const ADS_SOURCES: SourceLists;
export const EMULATOR_SOURCES: SourceLists;
export const PERMISSIONS_POLICY: string;
export const CACHE_FOREVER: string;
export const CACHE_REVALIDATE: string;

export function headerOptionsFromEnv(env: Record<string, string | boolean | undefined>): Required<HeaderOptions>;
export function hostingOptions(options: HeaderOptions): HeaderOptions;
export function contentSecurityPolicy(options?: HeaderOptions): string;
export function securityHeaders(options?: HeaderOptions): Record<string, string>;
export function hostingHeaders(options?: HeaderOptions): HostingHeaderRule[];
