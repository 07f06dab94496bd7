/** What a save of a post did, as the audit log says it (src/features/activity/data/activity.ts). */
import type { WithId } from '@/backend/types.ts';
import { COLLECTIONS } from '../../../data/collections.ts';

/** The audit log's entry about post `id`. */
export const postChange = (id: string, action: string, summary: string) => ({ area: 'posts' as const, action, summary, target: { collection: COLLECTIONS.blogs, id } });

/** What a save does, as the audit log says it: published, scheduled, unpublished, featured, or edited. */
export function whatChanged(current: WithId<Record<string, unknown>> | null, data: Record<string, unknown>): [string, string] {
  const title = `“${String(data.title ?? current?.title ?? '')}”`;
  const was = current ? { isPublished: current.isPublished === true } : null;
  const time = data.publishAt instanceof Date ? data.publishAt : null;
  if (data.isPublished === true && time && time.getTime() > Date.now()) return ['scheduled', `Scheduled ${title} for ${time.toISOString().slice(0, 16).replace('T', ' ')} UTC`];
  if (data.isPublished === true && !was?.isPublished) return ['published', `Published ${title}`];
  if (data.isPublished === false && was?.isPublished) return ['unpublished', `Moved ${title} to drafts`];
  const keys = Object.keys(data).filter((key) => key !== 'updatedAt');
  if (keys.length === 1 && keys[0] === 'isFeatured') return data.isFeatured ? ['featured', `Featured ${title}`] : ['unfeatured', `Removed ${title} from featured`];
  return ['updated', `Edited ${title}`];
}
