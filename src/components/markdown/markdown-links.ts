/**
 * Where a Markdown post's links may go and which images it may load (markdown.tsx, docs/decisions/0015):
 * anything else shows as text. Imported only by the Markdown renderer, so it stays in its chunk.
 */

/** Spaces and control characters, which browsers drop from addresses (`java\tscript:`). */
function hasSpaceOrControl(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}

export type SafeLink = { href: string; external: boolean };

/** Where a link may go, or null when it must show as text. */
export function safeLink(raw: string): SafeLink | null {
  const href = raw.trim();
  if (href === '' || hasSpaceOrControl(href)) return null;
  if (/^https?:\/\//i.test(href)) {
    try {
      const url = new URL(href);
      return url.protocol === 'https:' || url.protocol === 'http:' ? { href, external: true } : null;
    } catch {
      return null;
    }
  }
  if (/^mailto:[^/\\]/i.test(href)) return { href, external: false };
  // This site's paths and this page's sections, never `//host` or `/\host` (other hosts to browsers).
  if (/^\/(?![/\\])/.test(href) || href.startsWith('#')) return { href, external: false };
  return null;
}

/** An image address the post may load: https only. */
export function safeImage(raw: string): string | null {
  const src = raw.trim();
  if (!/^https:\/\//i.test(src) || hasSpaceOrControl(src)) return null;
  try {
    return new URL(src).protocol === 'https:' ? src : null;
  } catch {
    return null;
  }
}
