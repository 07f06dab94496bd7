/**
 * Search without reading every document: each searchable document carries `searchTerms`, the
 * words of its text in lower case (and, for short fields such as titles and names, each word's
 * beginnings, so that a half-typed word finds it). A search asks the backend for the documents
 * holding its longest word (`array-contains`, one index lookup) and keeps those whose terms also
 * begin with each of its other words. The rules bound the list (firestore.rules: 1,000 terms on a
 * post, 300 on an enquiry, 50 characters each). Long texts (a post's body, an enquiry's message)
 * add their whole words only: every beginning of every word would not fit.
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

/**
 * An enquiry is found by the beginnings of the words of its sender's name, e-mail and company and of
 * the service asked about, and by the whole words (two characters or more) of its message and of the
 * sender's follow-ups. `earlier` are the terms the enquiry already carries: a follow-up keeps the
 * words that earlier follow-ups added (the sender's browser has the enquiry, not every follow-up).
 *
 * At most 300 terms (the rules' bound). The short fields' beginnings come first and always fit in
 * practice; the words of the texts fill the room left. When they do not all fit, the longest are kept
 * (equal lengths: the first written) and the shortest left out: "we", "our" and "can" tell enquiries
 * apart least, while "bakery" and "subscriptions" are what an admin searches for. A message of 5,000
 * characters has at most a few hundred different words, so little is ever left out.
 */
export function messageSearchTerms(
  message: { name: string; email: string; company: string; service: string; message?: string },
  more: { followUps?: readonly string[]; earlier?: readonly string[] } = {},
): string[] {
  const terms = searchTermsOf({ prefixed: [message.name, message.email, message.company, message.service] }, MESSAGE_SEARCH_TERMS_MAX);
  const taken = new Set(terms);
  const words: string[] = [];
  const add = (word: string) => {
    if (word.length < SEARCH_PREFIX_MIN || taken.has(word)) return;
    taken.add(word);
    words.push(word);
  };
  for (const word of wordsOf(message.message ?? '')) add(word);
  // Earlier terms are words already; anything else (a term from some other version) is left out.
  for (const term of more.earlier ?? []) {
    const parts = wordsOf(term);
    if (parts.length === 1 && parts[0] === term) add(term);
  }
  for (const text of more.followUps ?? []) for (const word of wordsOf(text)) add(word);
  const room = MESSAGE_SEARCH_TERMS_MAX - terms.length;
  if (words.length <= room) return [...terms, ...words];
  const kept = new Set(
    words
      .map((word, order) => ({ word, order }))
      .sort((a, b) => b.word.length - a.word.length || a.order - b.order)
      .slice(0, room)
      .map(({ word }) => word),
  );
  return [...terms, ...words.filter((word) => kept.has(word))];
}
