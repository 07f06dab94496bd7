/**
 * services/{id}: the services offered, written by admins, read by anyone while active. It mirrors the
 * services section of `firestore.rules`, under the same helper names; change them together.
 */
import type { LocalDoc } from '../db.ts';
import type { Context, Request } from './context.ts';
import {
  hasOnly, isBool, isNow, isOptionalBool, isOptionalCount, isOptionalHttpsUrl, isOptionalText, isOptionalTextList, isText, isUnchanged,
  LIMITS, queryFilters, SERVICE_KEYS,
} from './shapes.ts';

// services/{id} --------------------------------------------------------------------------------

function isValidService(data: LocalDoc) {
  return (
    hasOnly(data, SERVICE_KEYS) &&
    isText(data.title, 1, LIMITS.serviceTitle) &&
    isText(data.description, 1, LIMITS.serviceDescription) &&
    isText(data.category, 1, LIMITS.serviceCategory) &&
    isOptionalText(data, 'price', LIMITS.servicePrice) &&
    isOptionalText(data, 'duration', LIMITS.servicePrice) &&
    isOptionalTextList(data, 'features', LIMITS.serviceFeatures, LIMITS.serviceFeature) &&
    isOptionalText(data, 'icon', LIMITS.serviceIcon) &&
    isOptionalHttpsUrl(data, 'image') &&
    isBool(data.isActive) &&
    isOptionalBool(data, 'isPopular') &&
    isOptionalCount(data, 'views') &&
    (!('rating' in data) || (typeof data.rating === 'number' && data.rating >= 0 && data.rating <= 5)) &&
    isOptionalCount(data, 'reviews')
  );
}

export function servicesPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get':
      return request.resource?.isActive === true || ctx.isActiveAdmin();
    case 'list':
      return queryFilters(request.query, 'isActive', true) || ctx.isActiveAdmin();
    case 'create':
      return (
        isValidService(request.data) &&
        isNow(request.data.createdAt, request.time) &&
        isNow(request.data.updatedAt, request.time) &&
        ctx.isActiveAdmin() &&
        ctx.isLogged(`services/${request.id}`, request.time)
      );
    case 'update':
      return (
        isValidService(request.data) &&
        isUnchanged(request.resource, request.data, 'createdAt') &&
        isNow(request.data.updatedAt, request.time) &&
        ctx.isActiveAdmin() &&
        ctx.isLogged(`services/${request.id}`, request.time)
      );
    case 'delete':
      return ctx.isActiveAdmin() && ctx.isLogged(`services/${request.id}`, request.time);
  }
}
