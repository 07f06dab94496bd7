/**
 * Where an entry of the log leads: the admin screen of the document it changed (`collection/id`), and
 * whether the screen needs to know that the document still exists before linking to it.
 */
import { paths } from '@/lib/paths.ts';

/** The admin screen of each collection the log names (a post opens in its editor; the rest on their list). */
const SCREENS: Record<string, (id: string) => string> = {
  blogs: (id) => paths.admin.editBlog(id),
  services: () => paths.admin.services(),
  settings: () => paths.admin.settings(),
  users: () => paths.admin.users(),
  contact_messages: () => paths.admin.messages(),
  applications: () => paths.admin.applications(),
  openings: () => paths.admin.openings(),
  newsletter_subscribers: () => paths.admin.subscribers(),
  newsletter_issues: (id) => paths.admin.newsletterIssue(id),
  mail_recipients: () => paths.admin.settings(),
  mail_templates: () => paths.admin.outbox(),
  mail: () => paths.admin.outbox(),
};

/**
 * The settings are always there: a site without a stored settings document shows the built-in
 * details, and the screen edits them; so are the notifications address (on Settings) and the mail
 * templates (the Outbox lists each, installed or not). Every other target may have been deleted since.
 */
const ALWAYS_THERE = new Set(['settings', 'mail_recipients', 'mail_templates']);

function partsOf(target: string): [string, string] | null {
  const match = /^([a-z_]+)\/([^/]+)$/.exec(target);
  return match ? [match[1], match[2]] : null;
}

/** The admin path for a target, or null when the log names a collection no screen shows. */
export function targetPath(target: string): string | null {
  const parts = partsOf(target);
  const screen = parts && SCREENS[parts[0]];
  return screen ? screen(parts[1]) : null;
}

/** True when the link waits on knowing the target still exists (one read of it, `existingTargets`). */
export function targetNeedsCheck(target: string): boolean {
  const parts = partsOf(target);
  return parts !== null && parts[0] in SCREENS && !ALWAYS_THERE.has(parts[0]);
}

/** What an entry's target is on screen: a link to its screen, gone (deleted since), or neither (no screen shows it). */
export type TargetLink = { to: string } | 'gone' | null;

export function targetLink(target: string, existing: ReadonlySet<string>): TargetLink {
  const to = targetPath(target);
  if (!to) return null;
  return targetNeedsCheck(target) && !existing.has(target) ? 'gone' : { to };
}
