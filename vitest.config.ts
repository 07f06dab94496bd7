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
            include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/pages/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            // Run by scripts/test.mjs inside `firebase emulators:exec --only auth`.
            name: 'auth-emulator',
            environment: 'node',
            include: ['tests/emulator/auth-*.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            // Needs the Firestore emulator (Java 21): `npm run test:emulators`.
            name: 'firestore-emulator',
            environment: 'node',
            include: ['tests/emulator/firestore-*.test.ts'],
          },
        },
      ],
    },
  }),
);
