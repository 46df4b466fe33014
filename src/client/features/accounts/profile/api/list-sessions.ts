/** GET /api/auth/list-sessions: every signed-in device of the user. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#client/lib/api/api.ts';

export const DeviceSession = z.object({
  id: z.string(),
  token: z.string(),
  createdAt: z.coerce.date(),
  updatedAt: z.coerce.date(),
  expiresAt: z.coerce.date(),
  ipAddress: z.string().nullish(),
  userAgent: z.string().nullish(),
});
export type DeviceSession = z.infer<typeof DeviceSession>;

export const sessionsQueryKey = ['accounts', 'sessions'] as const;

export function listSessions(signal?: AbortSignal): Promise<DeviceSession[]> {
  return api('/api/auth/list-sessions', { schema: z.array(DeviceSession), signal });
}

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionsQueryKey,
    queryFn: ({ signal }) => listSessions(signal),
    staleTime: 0,
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
