/** The load bench's admin API: start a run, stop it, and read it while it runs and after. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BenchStart, BenchStatus } from '#shared/simulation/bench.ts';
import type { BenchService } from './bench.service.ts';

export async function benchHttp(app: FastifyInstance, { bench }: { bench: BenchService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: simulation'];

  r.get(
    '/api/admin/simulation/bench',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The load bench: running or the last result, per second and in total',
        response: { 200: BenchStatus },
      },
    },
    async () => bench.status(),
  );

  r.post(
    '/api/admin/simulation/bench/start',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Publish N simulated buses a second to M WebSocket subscribers of this server, for a set time',
        body: BenchStart,
        response: { 200: BenchStatus },
      },
    },
    async (request) => bench.start(request.body),
  );

  r.post(
    '/api/admin/simulation/bench/stop',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Stop the load bench', response: { 200: BenchStatus } },
    },
    async () => bench.stop(),
  );
}
