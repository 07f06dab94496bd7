/**
 * settings/site and meta/content: the site's settings (read by anyone, written by admins) and the
 * content version (moved by staff: admins, and editors for the posts). It mirrors the settings and
 * meta sections of `firestore.rules`, under the same helper names; change them together.
 */
import type { LocalDoc } from '../db.ts';
import type { Context, Request } from './context.ts';
import {
  hasOnly, isEmailAddress, isHttpsUrl, isMap, isNow, isOptionalText, isText, isTime, LIMITS, SETTINGS_KEYS, SETTINGS_TEXT_KEYS, SOCIAL_NETWORKS,
} from './shapes.ts';

// settings/site --------------------------------------------------------------------------------

/** An address for the footer's link: empty (the link is hidden) or https, at most 500 characters. */
const isSocialLink = (data: LocalDoc, key: string) =>
  !(key in data) || data[key] === '' || (isText(data[key], 0, LIMITS.settingsText) && isHttpsUrl(data[key]));

function isValidSocialLinks(data: LocalDoc) {
  const social = data.social;
  return isMap(social) && hasOnly(social, SOCIAL_NETWORKS) && SOCIAL_NETWORKS.every((network) => isSocialLink(social, network));
}

function isValidSettings(data: LocalDoc, time: Date) {
  return (
    hasOnly(data, SETTINGS_KEYS) &&
    SETTINGS_TEXT_KEYS.every((key) => isOptionalText(data, key, LIMITS.settingsText)) &&
    (data.email === '' || isEmailAddress(data.email)) &&
    isValidSocialLinks(data) &&
    isNow(data.updatedAt, time)
  );
}

export function settingsPolicy(ctx: Context, request: Request): boolean {
  if (request.op === 'list' || request.id !== 'site') return false;
  switch (request.op) {
    case 'get':
      return true;
    case 'create':
    case 'update':
      return isValidSettings(request.data, request.time) && ctx.isActiveAdmin() && ctx.isLogged('settings/site', request.time);
    case 'delete':
      return false;
  }
}

// meta/content ---------------------------------------------------------------------------------

/** The most coming publication times the content version keeps (the rules' 20). */
const PUBLISH_TIMES_MAX = 20;

/** Entry n of the list is a time (a Date in the demo store), or there is none (the rules check each place on its own). */
const isTimeAt = (list: unknown[], n: number) => list.length <= n || isTime(list[n]);

/**
 * The times scheduled posts become public: a list of at most 20, each a time. Every public page load
 * reads this document, so nothing else may grow it.
 */
const isPublishTimes = (times: unknown) =>
  Array.isArray(times) && times.length <= PUBLISH_TIMES_MAX && Array.from({ length: PUBLISH_TIMES_MAX }, (_, n) => isTimeAt(times, n)).every(Boolean);

/**
 * The content version (src/data/content-version.ts): anyone reads meta/ (a prerendered page lists it
 * to learn whether its HTML is current); active staff (an admin, or an editor for the posts) move it
 * to now, with the coming publication times of scheduled posts.
 */
export function metaPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get':
    case 'list':
      return true;
    case 'create':
    case 'update':
      return (
        request.id === 'content' &&
        hasOnly(request.data, ['updatedAt', 'publishTimes']) &&
        isNow(request.data.updatedAt, request.time) &&
        // The coming publication times: a page built before one of them reads again.
        (!('publishTimes' in request.data) || isPublishTimes(request.data.publishTimes)) &&
        ctx.isActiveStaff()
      );
    case 'delete':
      return false;
  }
}
