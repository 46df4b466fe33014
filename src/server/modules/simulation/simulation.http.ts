/** The fleet simulation's admin API: start, stop, what it drives, and today's trips to choose. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SimTripChoices,
  SimulationStart,
  SimulationStatus,
} from '#shared/simulation/simulation.ts';
import type { SimulationService } from './simulation.service.ts';

export async function simulationHttp(
  app: FastifyInstance,
  { service }: { service: SimulationService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: simulation'];

  r.get(
    '/api/admin/simulation',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Whether the simulation runs, its speed and faults, the trips it drives, refusals',
        response: { 200: SimulationStatus },
      },
    },
    async () => service.status(),
  );

  r.post(
    '/api/admin/simulation/start',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Drive chosen trips (or all of today’s running trips) at 1× to 60×, with optional faults; replaces a running simulation',
        body: SimulationStart,
        response: { 200: SimulationStatus },
      },
    },
    async (request) => service.start(request.body),
  );

  r.post(
    '/api/admin/simulation/stop',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Stop the simulation, on every instance',
        response: { 200: SimulationStatus },
      },
    },
    async () => service.stop(),
  );

  r.get(
    '/api/admin/simulation/trips',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Today’s trips that are not cancelled, to choose which to drive',
        response: { 200: SimTripChoices },
      },
    },
    async () => service.choices(),
  );
}
