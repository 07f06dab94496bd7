#!/usr/bin/env node
/**
 * `npm run migrate:openings`: posts the four openings a site deployed before openings were stored
 * showed on Careers (the same as the demo's: src/backend/local/seed/openings.ts, its closed one left
 * out) into `openings/<slug>`, through the admin's own write (src/features/careers/data/opening-store.ts),
 * so that Careers and their pages keep them. Posted today; edit or close them on Admin → Openings.
 * Run it once, after `firebase deploy --only firestore`, as an admin of the site:
 *
 *   MIGRATE_ADMIN_EMAIL=you@example.com MIGRATE_ADMIN_PASSWORD=… npm run migrate:openings
 *
 * It reads the Firebase settings (`VITE_FIREBASE_*`) from .env like the build, signs in with the
 * e-mail and password given, and prints what it did. An opening already stored at an address is left
 * as it is, so running it again changes nothing.
 */
import { runAsAdmin } from './module-server.mjs';

await runAsAdmin('demo mode has its openings already.', async (load) => {
  const { createOpening, OpeningAddressTakenError } = await load('/src/features/careers/data/opening-store.ts');
  const { dayOf } = await load('/src/features/careers/data/openings.ts');
  const { seedOpenings } = await load('/src/backend/local/seed/openings.ts');
  const today = dayOf(new Date());
  let posted = 0;
  for (const [slug, stored] of Object.entries(seedOpenings(new Date()))) {
    if (stored.closed) continue;
    // Its facts, without what the store sets (whether it is closed, its times, openUntil).
    const facts = Object.fromEntries(Object.entries(stored).filter(([key]) => !['openUntil', 'closed', 'createdAt', 'updatedAt'].includes(key)));
    try {
      await createOpening({ ...facts, slug, datePosted: today, validThrough: null });
      posted += 1;
      console.log(`posted /careers/${slug}`);
    } catch (error) {
      if (!(error instanceof OpeningAddressTakenError)) throw error;
      console.log(`/careers/${slug} is stored already: left as it is`);
    }
  }
  console.log(`Done: ${posted} ${posted === 1 ? 'opening' : 'openings'} posted. Rebuild (npm run rebuild -- --deploy) to prerender their pages.`);
});
