/**
 * Search without reading every document: each searchable document carries `searchTerms`, the
 * words of its text in lower case (and, for short fields such as titles and names, each word's
 * beginnings, so that a half-typed word finds it). A search asks the backend for the documents
 * holding its longest word (`array-contains`, one index lookup) and keeps those whose terms also
 * begin with each of its other words. The rules bound the list (firestore.rules: 1,000 terms on a
 * post, 300 on an enquiry, 50 characters each).
 */

/** The longest term; longer words are cut (their first 50 characters still match). */
export const SEARCH_TERM_MAX = 50;
/** The shortest beginning of a word that is a term, and the shortest word a search looks up. */
export const SEARCH_PREFIX_MIN = 2;

/** The words of a text: runs of letters and digits (any script), in lower case, cut at 50 characters. */
export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => word.slice(0, SEARCH_TERM_MAX));
}

/**
 * A document's terms: every beginning (from two characters) of each word of `prefixed`, then the
 * whole words of `whole`, once each, at most `max` of them (the short fields first).
 */
export function searchTermsOf(texts: { prefixed?: readonly string[]; whole?: readonly string[] }, max: number): string[] {
  const terms = new Set<string>();
  const add = (term: string) => {
    if (terms.size < max) terms.add(term);
  };
  for (const text of texts.prefixed ?? []) {
    for (const word of wordsOf(text)) {
      for (let end = Math.min(SEARCH_PREFIX_MIN, word.length); end <= word.length; end += 1) add(word.slice(0, end));
    }
  }
  for (const text of texts.whole ?? []) for (const word of wordsOf(text)) add(word);
  return [...terms];
}

export interface SearchPlan {
  /** The word the backend looks up (`searchTerms` array-contains it). */
  lookup: string;
  /** Every word of the search: a document matches when, for each, one of its terms begins with it. */
  words: string[];
}

/** How to run a typed search, or null when it has no word to look up (blank, or only one-letter words). */
export function searchPlanOf(typed: string): SearchPlan | null {
  const words = [...new Set(wordsOf(typed))];
  const lookup = words.reduce((longest, word) => (word.length > longest.length ? word : longest), '');
  return lookup.length >= SEARCH_PREFIX_MIN ? { lookup, words } : null;
}

/** Whether a document's terms match every word of the search. */
export function matchesSearch(terms: readonly string[] | undefined, plan: SearchPlan): boolean {
  return plan.words.every((word) => (terms ?? []).some((term) => term.startsWith(word)));
}

/** The rules' bounds on the terms of a post and of an enquiry. */
export const POST_SEARCH_TERMS_MAX = 1_000;
export const MESSAGE_SEARCH_TERMS_MAX = 300;

/** A post is found by the beginnings of the words of its title, category, tags and author, and by every word of its excerpt and body. */
export function postSearchTerms(post: { title: string; category: string; tags: readonly string[]; authorName?: string; excerpt?: string; content: string }): string[] {
  return searchTermsOf(
    { prefixed: [post.title, post.category, ...post.tags, post.authorName ?? ''], whole: [post.excerpt ?? '', post.content] },
    POST_SEARCH_TERMS_MAX,
  );
}

/** An enquiry is found by the beginnings of the words of its sender's name, e-mail and company, and of the service asked about. */
export function messageSearchTerms(message: { name: string; email: string; company: string; service: string }): string[] {
  return searchTermsOf({ prefixed: [message.name, message.email, message.company, message.service] }, MESSAGE_SEARCH_TERMS_MAX);
}
