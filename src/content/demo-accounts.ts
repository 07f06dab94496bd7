/** The demo backend's seeded accounts, one per role (also in the README and on the sign-in page in demo mode). */
export const DEMO_ACCOUNTS = {
  admin: { role: 'Admin', uid: 'demo-admin', email: 'admin@example.com', password: 'admin123', displayName: 'Demo Admin' },
  editor: { role: 'Editor', uid: 'demo-editor', email: 'editor@example.com', password: 'editor123', displayName: 'Demo Editor' },
  user: { role: 'User', uid: 'demo-user', email: 'user@example.com', password: 'user123', displayName: 'Demo User' },
} as const;
