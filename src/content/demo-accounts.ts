/** The demo backend's two seeded accounts (also in the README and on the sign-in page in demo mode). */
export const DEMO_ACCOUNTS = {
  admin: { role: 'Admin', uid: 'demo-admin', email: 'admin@example.com', password: 'admin123', displayName: 'Demo Admin' },
  user: { role: 'User', uid: 'demo-user', email: 'user@example.com', password: 'user123', displayName: 'Demo User' },
} as const;
