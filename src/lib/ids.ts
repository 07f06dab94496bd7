/**
 * A new document id made in the browser, in Firestore's own alphabet and length, so that a document
 * and the records that go with it (a post's address, a message's notification) are written in one
 * batch that names it.
 */
export function newDocumentId(): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = new Uint8Array(20);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => chars[b % chars.length]).join('');
}
