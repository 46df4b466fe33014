import { defineConfig } from 'vitest/config';
import { helpArticles } from './scripts/vite-help-articles.ts';

export default defineConfig({
  // The help centre's Markdown articles become modules in tests as in the build.
  plugins: [helpArticles()],
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Migrates the test database templates once; each test file opens a copy (src/db/database-template.testing.ts).
    globalSetup: ['src/db/global-setup.testing.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are heavy; two workers match the two cores CI has.
    maxWorkers: 2,
    // The files of a worker share its modules instead of importing the app again for each file:
    // the import phase went from 377 s to 26 s of a 954 s run (decision 023). A test file leaves
    // no state behind: it closes what it opens, and undoes its stubs and fake timers.
    isolate: false,
  },
});
