/** Firestore collection names, as `firestore.rules` knows them. */
export const COLLECTIONS = {
  users: 'users',
  blogs: 'blogs',
  contactMessages: 'contact_messages',
  services: 'services',
  settings: 'settings',
} as const;
