import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await b.newContext({ baseURL: 'http://127.0.0.1:3999' });
await ctx.request.post('/api/auth/sign-in/email', { data: { email: 'admin@busway.demo', password: 'busway-admin' }, headers: { origin: 'http://127.0.0.1:3999' } });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Performance.enable');
for (const path of process.argv.slice(2)) {
  await p.goto(path);
  await p.waitForTimeout(3000);
  const m1 = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]));
  await p.waitForTimeout(5000);
  const m2 = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]));
  console.log(path, 'idle 5 s: script', (m2.ScriptDuration - m1.ScriptDuration).toFixed(3), 's, layout', (m2.LayoutDuration - m1.LayoutDuration).toFixed(3), 's, recalc', (m2.RecalcStyleDuration - m1.RecalcStyleDuration).toFixed(3), 'task', (m2.TaskDuration - m1.TaskDuration).toFixed(3), 'layouts', m2.LayoutCount - m1.LayoutCount);
}
await b.close();
