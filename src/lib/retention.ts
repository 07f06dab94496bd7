/**
 * How long we keep a careers application: the consent text, the privacy page and the documents'
 * `expireAt` (which Firestore's time-to-live policy on applications acts on, firestore.indexes.json,
 * and the demo backend too) all follow these.
 */
export const APPLICATION_RETENTION_TEXT = '12 months';

export const APPLICATION_RETENTION_DAYS = 365;

const DAY_MS = 24 * 3600 * 1000;

/** When an application sent at `sent` is deleted (the rules accept the browser's clock within a day). */
export const applicationExpiry = (sent: Date) => new Date(sent.getTime() + APPLICATION_RETENTION_DAYS * DAY_MS);
