/**
 * The load bench: GET /api/admin/simulation/bench (asked every second while it runs), and
 * POST …/start and …/stop, whose answer is the new status.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BenchStatus, type BenchStart } from '#shared/simulation/bench.ts';
import { api } from '#client/lib/api/api.ts';

export const benchKey = ['admin', 'simulation', 'bench'] as const;

export function getBench(signal?: AbortSignal) {
  return api('/api/admin/simulation/bench', { schema: BenchStatus, signal });
}

export const benchQueryOptions = () =>
  queryOptions({
    queryKey: benchKey,
    queryFn: ({ signal }) => getBench(signal),
    refetchInterval: (query) => (query.state.data?.running ? 1000 : false),
  });

export function useBench() {
  return useQuery(benchQueryOptions());
}

function useBenchControl<T>(control: (input: T) => Promise<BenchStatus>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: control,
    onSuccess: (status) => queryClient.setQueryData(benchKey, status),
  });
}

export const useStartBench = () =>
  useBenchControl((start: BenchStart) =>
    api('/api/admin/simulation/bench/start', { method: 'POST', json: start, schema: BenchStatus }),
  );

export const useStopBench = () =>
  useBenchControl(() =>
    api('/api/admin/simulation/bench/stop', { method: 'POST', schema: BenchStatus }),
  );
