/**
 * Whole-collection reads only admins may make (the access policy allows listing users and inactive
 * services to active admins only). Normalised the same way as `users.ts` and `services.ts`.
 */
import { getBackend } from '@/backend/index.ts';
import type { WithId } from '@/backend/types.ts';
import type { ServiceIcon } from '@/content/services.ts';
import { toDate } from '@/lib/dates.ts';
import { COLLECTIONS } from './collections.ts';
import type { Service } from './services.ts';
import type { UserProfile } from './users.ts';

function normaliseUser(raw: WithId<Record<string, unknown>>): UserProfile {
  return {
    uid: typeof raw.uid === 'string' ? raw.uid : raw.id,
    email: String(raw.email ?? ''),
    displayName: String(raw.displayName ?? ''),
    role: raw.role === 'admin' ? 'admin' : 'user',
    // Spec §3: an ISO string.
    createdAt: typeof raw.createdAt === 'string' ? raw.createdAt : (toDate(raw.createdAt)?.toISOString() ?? ''),
    // Spec §4: active unless explicitly false.
    isActive: raw.isActive !== false,
    messagesSeenAt: toDate(raw.messagesSeenAt),
  };
}

function normaliseService(raw: WithId<Record<string, unknown>>): Service {
  return {
    ...raw,
    id: raw.id,
    title: String(raw.title ?? ''),
    description: String(raw.description ?? ''),
    category: String(raw.category ?? ''),
    price: String(raw.price ?? ''),
    duration: String(raw.duration ?? ''),
    features: Array.isArray(raw.features) ? raw.features.filter((f): f is string => typeof f === 'string') : [],
    icon: (typeof raw.icon === 'string' ? raw.icon : null) as ServiceIcon | null,
    isPopular: raw.isPopular === true,
    // Spec §3: treated as active unless explicitly false.
    isActive: raw.isActive !== false,
    views: typeof raw.views === 'number' ? raw.views : 0,
    rating: typeof raw.rating === 'number' ? raw.rating : 0,
    reviews: typeof raw.reviews === 'number' ? raw.reviews : 0,
    createdAt: toDate(raw.createdAt),
    updatedAt: toDate(raw.updatedAt),
  };
}

/** Every user document (admins only). */
export async function listAllUsers(): Promise<UserProfile[]> {
  const { store } = await getBackend();
  const rows = await store.list(COLLECTIONS.users);
  return rows.map(normaliseUser);
}

/** Every service, inactive ones included, newest first (admins only). */
export async function listAllServices(): Promise<Service[]> {
  const { store } = await getBackend();
  const rows = await store.list(COLLECTIONS.services, { orderBy: { field: 'createdAt', direction: 'desc' } });
  return rows.map(normaliseService);
}
