/**
 * A PDF read back as text by pdftotext (Debian's poppler-utils), as a person copying from it
 * would get it. Suites that need it are skipped without it, except under CI=true, where .ci/run
 * installs it and they are required (as TEST_DATABASE_URL in src/db/database.testing.ts):
 *
 *   describe.skipIf(!hasPdftotext())('ticket PDF text', () => { … });
 */
import { execFileSync, spawnSync } from 'node:child_process';

type Environment = Record<string, string | undefined>;

/** Whether pdftotext runs here; throws under CI=true when it does not. */
export function hasPdftotext(env: Environment = process.env): boolean {
  if (spawnSync('pdftotext', ['-v']).error === undefined) return true;
  if (env.CI === 'true') {
    throw new Error(
      'pdftotext (poppler-utils) must be installed in CI: the PDF text suites are required there',
    );
  }
  console.warn('pdftotext (poppler-utils) is not installed: the ticket PDF text tests are skipped');
  return false;
}

/** The text of each page of `pdf`, in order. */
export function pdfPages(pdf: Buffer): string[] {
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString(
    'utf8',
  );
  // pdftotext ends every page with a form feed.
  return text.split('\f').slice(0, -1);
}
