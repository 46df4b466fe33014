import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Migrates the test database templates once; each test file opens a copy (src/db/database-template.testing.ts).
    globalSetup: ['src/db/global-setup.testing.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are heavy; two workers match the two cores CI has.
    maxWorkers: 2,
  },
});
