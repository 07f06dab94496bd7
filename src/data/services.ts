/** Services: what the public Services page lists and the admin manages. */
import { getBackend } from '@/backend/index.ts';
import type { WithId } from '@/backend/types.ts';
import type { ServiceIcon } from '@/content/services.ts';
import { COLLECTIONS } from './collections.ts';

export interface ServiceData {
  [key: string]: unknown;
  title: string;
  description: string;
  category: string;
  price: string;
  duration: string;
  features: string[];
  icon: ServiceIcon | null;
  isPopular: boolean;
  isActive: boolean;
  views: number;
  rating: number;
  reviews: number;
  createdAt: Date | null;
  updatedAt: Date | null;
}
export type Service = WithId<ServiceData>;

function normalise(raw: WithId<Record<string, unknown>>): Service {
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
    createdAt: raw.createdAt instanceof Date ? raw.createdAt : null,
    updatedAt: raw.updatedAt instanceof Date ? raw.updatedAt : null,
  };
}

/** Active services, oldest first (the catalogue's order). The query carries the rules' filter. */
export async function listActiveServices(): Promise<Service[]> {
  const { store } = await getBackend();
  const rows = await store.list(COLLECTIONS.services, {
    where: [['isActive', '==', true]],
    orderBy: { field: 'createdAt', direction: 'asc' },
  });
  return rows.map(normalise);
}
