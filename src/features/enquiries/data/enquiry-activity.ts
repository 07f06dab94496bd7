/** An admin's change to an enquiry, as the audit log says it (src/features/activity/data/activity.ts). */
import type { BatchWrite } from '@/backend/types.ts';
import { COLLECTIONS } from '../../../data/collections.ts';

/** The audit log's entry about enquiry `id` (its module loads with the change: the session loads this one). */
export async function enquiryLog(id: string, action: string, summary: string): Promise<BatchWrite[]> {
  const { logOf } = await import('@/features/activity/data/activity.ts');
  return logOf({ area: 'enquiries', action, summary, target: { collection: COLLECTIONS.contactMessages, id } });
}

export const fromWhom = (name: string | undefined) => (name ? `the enquiry from ${name}` : 'an enquiry');
