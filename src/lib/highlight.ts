/**
 * Splits a text into the words a search matched and the rest, for highlighting. Words are cut as
 * the site search's index cuts them (MiniSearch's tokenizer: at spaces and punctuation) and compared
 * lower-cased; `terms` are the index's words a result matched.
 */
export interface TextPart {
  text: string;
  match: boolean;
}

const SEPARATOR = /([\n\r\p{Z}\p{P}]+)/u;

export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  if (!text || terms.length === 0) return text ? [{ text, match: false }] : [];
  const wanted = new Set(terms.map((term) => term.toLowerCase()));
  const parts: TextPart[] = [];
  for (const piece of text.split(SEPARATOR)) {
    if (!piece) continue;
    const match = wanted.has(piece.toLowerCase());
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += piece;
    else parts.push({ text: piece, match });
  }
  return parts;
}
