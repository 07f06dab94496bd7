import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            // Generous on purpose: a page test on a busy 2-core machine can take several seconds (CI runs
            // this project once beside a build). Bounded, so a hang still fails; each findBy/waitFor
            // inside has its own 15 s limit (tests/setup.ts).
            testTimeout: 60_000,
            hookTimeout: 60_000,
            include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/pages/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            // The Firebase adapter and firestore.rules against the Auth and Firestore emulators, which
            // scripts/test.mjs starts (scripts/emulators.mjs) or reuses. Each file uses its own project.
            name: 'emulator',
            environment: 'node',
            testTimeout: 60_000,
            hookTimeout: 60_000,
            include: ['tests/emulator/**/*.test.ts'],
          },
        },
      ],
    },
  }),
);
