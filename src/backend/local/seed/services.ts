/** Seeds the services: the six of the catalogue, as an admin would have added them. */
import { SERVICE_CATALOGUE } from '@/content/services.ts';
import type { LocalDoc } from '../db.ts';
import { daysAgo } from './shared.ts';

/** The catalogue's services (services), the first added 200 days before now and each next a day later. */
export function seedServices(now: Date): Record<string, LocalDoc> {
  const services: Record<string, LocalDoc> = {};
  SERVICE_CATALOGUE.forEach((service, index) => {
    const created = daysAgo(now, 200 - index);
    services[service.id] = {
      title: service.title,
      description: service.description,
      category: service.category,
      price: service.price,
      duration: service.duration,
      features: [...service.features],
      icon: service.icon,
      isPopular: service.isPopular,
      isActive: true,
      views: 0,
      // No reviews are collected yet: a rating would have no source (spec §9: a new service's are 0).
      rating: 0,
      reviews: 0,
      createdAt: created,
      updatedAt: created,
    };
  });
  return services;
}
