/**
 * GET /api/config: the public client configuration that every part of the app may read (app name,
 * version, currency, map, features).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '#shared/system/system.ts';
import { api } from './api.ts';

export function getConfig(signal?: AbortSignal): Promise<PublicConfig> {
  // A loader: the shell reads the config, and zod stays out of the first load (api.ts).
  const schema = () => import('#shared/system/system.ts').then((m) => m.PublicConfig);
  return api('/api/config', { schema, signal });
}

export const configQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => getConfig(signal),
    // It changes when the server restarts, or when a GTFS import sets the operator's time zone
    // and currency (the import's screen invalidates it then).
    staleTime: 5 * 60_000,
  });

export function useConfig() {
  return useQuery(configQueryOptions());
}

/** Shown until the configuration has arrived (and if it never does). */
export const FALLBACK_APP_NAME = 'Busway';

/** The app name and version for the shell: the server's once known, the build's until then. */
export function useAppIdentity() {
  const { data } = useConfig();
  return { appName: data?.appName ?? FALLBACK_APP_NAME, version: data?.version ?? __APP_VERSION__ };
}
