/** The operator's booking settings under /api/admin: the booking window and the refund policy. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '#shared/core/error-body.ts';
import { BookingSettings } from '#shared/booking/operator-settings.ts';
import { actorOf } from '#server/plugins/access.ts';
import type { BookingSettingsService } from './booking-settings.service.ts';

export async function operatorHttp(
  app: FastifyInstance,
  { service }: { service: BookingSettingsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;
  const tags = ['admin: settings'];

  r.get(
    '/api/admin/settings/booking',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The booking window (days ahead) and the refund policy',
        response: { 200: BookingSettings },
      },
    },
    () => service.get(),
  );

  r.put(
    '/api/admin/settings/booking',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change the booking window and the refund policy; answers the saved values',
        body: BookingSettings,
        response: { 200: BookingSettings, 400: ErrorBody },
      },
    },
    (request) => service.set(actorOf(request), request.body),
  );
}
