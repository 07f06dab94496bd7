/**
 * A post's readable address (`/blog/<slug>`): made from its title, or typed by the admin. Lower-case
 * a–z and 0–9 in words joined by single hyphens, at most 100 characters (cut at a word). The rules
 * (`firestore.rules` isSlug) and the demo policy accept exactly these.
 */
export const SLUG_MAX = 100;

/** What the rules accept: words of a–z and 0–9 joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isSlug = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 1 && value.length <= SLUG_MAX && SLUG_PATTERN.test(value);

/** Cuts a slug to `max` characters at a hyphen (a word boundary) when it can, never leaving a trailing hyphen. */
function cutAtWord(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max + 1);
  const lastHyphen = cut.lastIndexOf('-');
  const atWord = lastHyphen > 0 ? cut.slice(0, lastHyphen) : slug.slice(0, max);
  return atWord.replace(/-+$/, '');
}

/**
 * The slug of a title (or of what the admin typed in the Address field): accents dropped (é → e,
 * ß → ss), `&` → "and", anything else that is not a letter or digit becomes one hyphen; at most
 * `max` characters, cut at a word. '' when nothing usable is left.
 */
export function slugify(text: string, max = SLUG_MAX): string {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/gi, 'ae')
    .replace(/ø/gi, 'o')
    .replace(/œ/gi, 'oe')
    .replace(/ł/gi, 'l')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return cutAtWord(plain, max);
}

/**
 * The addresses to try for `base`, in order: `base`, `base-2`, `base-3`, … (`count` of them), each
 * within the length limit (the base is cut at a word to leave room for the suffix).
 */
export function slugCandidates(base: string, count = 20): string[] {
  const candidates = [cutAtWord(base, SLUG_MAX)];
  for (let n = 2; candidates.length < count; n += 1) {
    const suffix = `-${n}`;
    candidates.push(`${cutAtWord(base, SLUG_MAX - suffix.length)}${suffix}`);
  }
  return candidates;
}

/** The first of `base`, `base-2`, `base-3`, … that `isTaken` says is free (null if the first `count` are all taken). */
export async function firstFreeSlug(
  base: string,
  isTaken: (slug: string) => Promise<boolean>,
  count = 20,
): Promise<string | null> {
  for (const candidate of slugCandidates(base, count)) {
    if (!(await isTaken(candidate))) return candidate;
  }
  return null;
}
