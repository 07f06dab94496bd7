/**
 * Staff changes as the app writes them: with the audit log entry the rules require, in one batch
 * (firestore.rules `isLogged`, docs/decisions/0032-audit-log.md). The access table's suites
 * (tests/access-matrix.ts `withEntry`) and the page tests that prepare data as staff use these.
 */
import type { Backend, BatchWrite, DocumentData } from '@/backend/types.ts';
import { activityWrites, type Actor, type ActivityArea } from '@/features/activity/data/activity.ts';

/** The collections whose staff changes are logged, and the area of each (notes are logged with their application). */
export const LOGGED_AREAS: Record<string, ActivityArea> = {
  blogs: 'posts',
  services: 'services',
  settings: 'settings',
  users: 'users',
  contact_messages: 'enquiries',
  applications: 'applications',
  application_notes: 'applications',
  openings: 'openings',
  newsletter_subscribers: 'subscribers',
  newsletter_issues: 'newsletter',
  mail_recipients: 'settings',
  mail_templates: 'mail',
  mail: 'mail',
};

/**
 * True when a write is a logged change: to a logged collection, except a message queued or retried
 * (only deleting one from the Outbox is logged) and a newsletter issue's own template (written with its issue).
 */
const isLoggedWrite = (write: BatchWrite) =>
  Object.hasOwn(LOGGED_AREAS, write.collection) &&
  (write.collection !== 'mail' || write.op === 'delete') &&
  (write.collection !== 'mail_templates' || (write.op !== 'add' && !write.id.startsWith('newsletter-')));

/** The first write of `writes` to a logged document, if any. */
export const loggedWriteOf = (writes: readonly BatchWrite[]) => writes.find(isLoggedWrite);

/**
 * The entry `actor` writes with `writes` (about their first logged document): `area` as given, else
 * that document's. None when they change no logged document.
 */
export function entryWrites(actor: Actor, writes: readonly BatchWrite[], summary: string, id?: string, area?: ActivityArea): BatchWrite[] {
  const logged = loggedWriteOf(writes);
  if (!logged) return [];
  if (logged.op === 'add') throw new Error(`${summary}: a logged write names its document (its entry names it)`);
  const target = { collection: logged.collection === 'application_notes' ? 'applications' : logged.collection, id: logged.id };
  return activityWrites(actor, { area: area ?? LOGGED_AREAS[logged.collection], action: 'changed', summary, target }, id);
}

/** `writes` by whoever is signed in, with their entry, in one batch. */
export async function staffBatch(backend: Backend, writes: BatchWrite[], summary = 'Prepared by a test'): Promise<void> {
  const user = backend.auth.currentUser();
  if (!user) throw new Error('Log in as staff first');
  // The name the log shows is the one on the writer's user document (the rules compare them).
  const profile = await backend.store.get('users', user.uid);
  const name = typeof profile?.displayName === 'string' ? profile.displayName : '';
  await backend.store.batch([...writes, ...entryWrites({ uid: user.uid, name }, writes, summary)]);
}

/** An update by whoever is signed in, with their entry. */
export const staffUpdate = (backend: Backend, collection: string, id: string, data: DocumentData) => staffBatch(backend, [{ op: 'update', collection, id, data }]);

/** A set by whoever is signed in, with their entry. */
export const staffSet = (backend: Backend, collection: string, id: string, data: DocumentData) => staffBatch(backend, [{ op: 'set', collection, id, data }]);
