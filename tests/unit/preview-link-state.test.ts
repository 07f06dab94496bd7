/** The preview link journey (tests/preview-link-journey.ts) on the demo backend, signed in as its admin. */
import { createLocalBackend, DEMO_ACCOUNTS } from '@/backend/local/index.ts';
import { describePreviewLinkJourney } from '../preview-link-journey.ts';

describePreviewLinkJourney('the demo backend', async () => {
  localStorage.clear();
  const backend = createLocalBackend();
  await backend.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  return { backend, adminName: DEMO_ACCOUNTS.admin.displayName };
});
