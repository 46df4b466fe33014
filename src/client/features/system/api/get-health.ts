/**
 * GET /api/health. When the database is down the server answers 503 `unavailable` with the health
 * report as the error's details, so the self-test can still show which check failed.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { HealthResponse } from '#shared/system/system.ts';
import { api, ApiError } from '#client/lib/api/api.ts';

export async function getHealth(signal?: AbortSignal): Promise<HealthResponse> {
  try {
    return await api('/api/health', { schema: HealthResponse, signal });
  } catch (error) {
    const report = error instanceof ApiError ? HealthResponse.safeParse(error.details) : undefined;
    if (report?.success) return report.data;
    throw error;
  }
}

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => getHealth(signal),
    // A self-test shows the state now: no cache, no silent retries.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useHealth() {
  return useQuery(healthQueryOptions());
}
