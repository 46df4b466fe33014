/**
 * `npm run bench`: runs every benchmark in bench/ (each *.ts but this one), one child process
 * apiece so each measures its own memory, and prints their Markdown table rows under one header.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const benches = readdirSync(dir)
  .filter((name) => name.endsWith('.ts') && name !== 'run.ts' && !name.endsWith('.test.ts'))
  .sort();

const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
console.log(
  `Machine: ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}\n`,
);
console.log('| benchmark | baseline | measured | peak RSS / heap |');
console.log('|---|---|---|---|');

let failed = 0;
for (const bench of benches) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `${dir}${bench}`], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) {
    failed++;
    console.error(`${bench} failed with exit code ${result.status}`);
  }
}
process.exit(failed > 0 ? 1 : 0);
