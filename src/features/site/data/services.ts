/** Services: what the public Services page lists and the admin manages. */
import { getBackend, getPublicStore } from '@/backend/index.ts';
import { SERVER_TIME, type WithId } from '@/backend/types.ts';
import { SERVICE_CATEGORIES, type ServiceIcon } from '@/content/services.ts';
import { toDate } from '@/lib/dates.ts';
import { newDocumentId } from '@/lib/ids.ts';
import { logged } from '@/features/activity/data/activity.ts';
import { COLLECTIONS, contentChanged } from '../../../data/collections.ts';

export { SERVICE_CATEGORIES };

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

/** What the admin's service form edits. */
export interface ServiceInput {
  title: string;
  description: string;
  category: string;
  price: string;
  duration: string;
  features: string[];
  isPopular: boolean;
  isActive: boolean;
}

/** Field bounds, the same numbers as `firestore.rules` (a feature's length is ours: rules cannot look inside lists). */
export const SERVICE_LIMITS = {
  title: 200,
  description: 2000,
  category: 50,
  price: 50,
  duration: 50,
  features: 20,
  feature: 120,
} as const;

export const EMPTY_SERVICE_INPUT: ServiceInput = {
  title: '',
  description: '',
  category: '',
  price: '',
  duration: '',
  features: [],
  isPopular: false,
  isActive: true,
};

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
    createdAt: toDate(raw.createdAt),
    updatedAt: toDate(raw.updatedAt),
  };
}

/** Active services, oldest first (the catalogue's order). The query carries the rules' filter. */
export async function listActiveServices(): Promise<Service[]> {
  const store = await getPublicStore();
  const rows = await store.list(COLLECTIONS.services, {
    where: [['isActive', '==', true]],
    orderBy: { field: 'createdAt', direction: 'asc' },
  });
  return rows.map(normalise);
}

/**
 * Every service, inactive ones included, newest first (admins only). Sorted here rather than by the
 * query, so a document without `createdAt` (added by hand in the console) is listed too, last.
 */
export async function listAllServices(): Promise<Service[]> {
  const { store } = await getBackend();
  const rows = await store.list(COLLECTIONS.services);
  return rows
    .map(normalise)
    .sort((a, b) => (b.createdAt?.getTime() ?? -Infinity) - (a.createdAt?.getTime() ?? -Infinity) || a.title.localeCompare(b.title));
}

export type ServiceErrors = Partial<Record<keyof ServiceInput, string>>;

/** Spec §5: title, description and category are required; price is optional; the bounds are the rules'. */
export function validateService(input: ServiceInput): ServiceErrors {
  const errors: ServiceErrors = {};
  if (!input.title.trim()) errors.title = 'Please enter a title.';
  else if (input.title.trim().length > SERVICE_LIMITS.title) errors.title = `Use at most ${SERVICE_LIMITS.title} characters.`;
  if (!input.description.trim()) errors.description = 'Please enter a description.';
  else if (input.description.trim().length > SERVICE_LIMITS.description)
    errors.description = `Use at most ${SERVICE_LIMITS.description} characters.`;
  if (!input.category.trim()) errors.category = 'Please choose a category.';
  else if (input.category.length > SERVICE_LIMITS.category) errors.category = 'Please choose a category from the list.';
  if (input.price.trim().length > SERVICE_LIMITS.price) errors.price = `Use at most ${SERVICE_LIMITS.price} characters.`;
  if (input.duration.trim().length > SERVICE_LIMITS.duration) errors.duration = `Use at most ${SERVICE_LIMITS.duration} characters.`;
  if (input.features.length > SERVICE_LIMITS.features) errors.features = `List at most ${SERVICE_LIMITS.features} features.`;
  return errors;
}

/** A feature is added only if non-empty after trimming and not already listed (like blog tags, spec §5). */
export function addFeature(features: readonly string[], candidate: string): string[] {
  const feature = candidate.trim().slice(0, SERVICE_LIMITS.feature);
  if (!feature || features.length >= SERVICE_LIMITS.features) return [...features];
  if (features.some((existing) => existing.toLowerCase() === feature.toLowerCase())) return [...features];
  return [...features, feature];
}

function fieldsOf(input: ServiceInput) {
  return {
    title: input.title.trim(),
    description: input.description.trim(),
    category: input.category.trim(),
    price: input.price.trim(),
    duration: input.duration.trim(),
    features: input.features.map((feature) => feature.trim()).filter(Boolean),
    isPopular: input.isPopular,
    isActive: input.isActive,
  };
}

/** Spec §7 and §9: a new service starts with no views, rating or reviews; both times are the server's. */
export async function addService(input: ServiceInput): Promise<string> {
  const data = { ...fieldsOf(input), views: 0, rating: 0, reviews: 0, createdAt: SERVER_TIME, updatedAt: SERVER_TIME };
  const id = newDocumentId();
  await logged([{ op: 'set', collection: COLLECTIONS.services, id, data }, contentChanged(SERVER_TIME)], serviceChange(id, 'created', `Added the service “${data.title}”`));
  return id;
}

/** Saves the form's fields; `createdAt`, views, rating and reviews stay as they are. */
export async function updateService(id: string, input: ServiceInput): Promise<void> {
  const data = { ...fieldsOf(input), updatedAt: SERVER_TIME };
  await logged([{ op: 'update', collection: COLLECTIONS.services, id, data }, contentChanged(SERVER_TIME)], serviceChange(id, 'updated', `Edited the service “${data.title}”`));
}

export async function setServiceActive(id: string, isActive: boolean, title = id): Promise<void> {
  await logged(
    [{ op: 'update', collection: COLLECTIONS.services, id, data: { isActive, updatedAt: SERVER_TIME } }, contentChanged(SERVER_TIME)],
    serviceChange(id, isActive ? 'activated' : 'deactivated', `${isActive ? 'Activated' : 'Deactivated'} the service “${title}”`),
  );
}

export async function deleteService(id: string, title = id): Promise<void> {
  await logged([{ op: 'delete', collection: COLLECTIONS.services, id }, contentChanged(SERVER_TIME)], serviceChange(id, 'deleted', `Deleted the service “${title}”`));
}

/** The audit log's entry about service `id`. */
const serviceChange = (id: string, action: string, summary: string) => ({ area: 'services' as const, action, summary, target: { collection: COLLECTIONS.services, id } });

/** The form's values for an existing service (edit is the add form, prefilled). */
export function serviceInputOf(service: Service): ServiceInput {
  return {
    title: service.title,
    description: service.description,
    category: service.category,
    price: service.price,
    duration: service.duration,
    features: [...service.features],
    isPopular: service.isPopular,
    isActive: service.isActive,
  };
}

export interface ServiceSummary {
  total: number;
  active: number;
  categories: number;
  /** One decimal; "0.0" when no service has a rating yet. */
  averageRating: string;
}

/**
 * The manager's stats (spec §2). The average is over rated services only: a new service's rating 0
 * means "not rated yet", and counting it would drag the figure down.
 */
export function summariseServices(services: readonly Service[]): ServiceSummary {
  const rated = services.filter((service) => service.rating > 0);
  const average = rated.length > 0 ? rated.reduce((sum, service) => sum + service.rating, 0) / rated.length : 0;
  return {
    total: services.length,
    active: services.filter((service) => service.isActive).length,
    categories: new Set(services.map((service) => service.category.trim()).filter(Boolean)).size,
    averageRating: average.toFixed(1),
  };
}

export const ALL_CATEGORIES = 'all';

/** Spec §5: case-insensitive substring over title, description and category, combined with the category filter. */
export function filterServices(services: readonly Service[], search: string, category: string): Service[] {
  const needle = search.trim().toLowerCase();
  return services.filter((service) => {
    if (category !== ALL_CATEGORIES && service.category !== category) return false;
    if (!needle) return true;
    return [service.title, service.description, service.category].some((text) => text.toLowerCase().includes(needle));
  });
}
