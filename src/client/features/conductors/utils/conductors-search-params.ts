/**
 * The conductors list keeps its search, status, sort and page in the address
 * (`/admin-conductor?q=cora&status=active&sort=employeeNumber&page=2`).
 */
import { ConductorQuery, type CONDUCTOR_SORTS } from '#shared/conductors.ts';

export const PAGE_SIZE = 20;
export type ConductorSort = (typeof CONDUCTOR_SORTS)[number];
export type ConductorsView = ConductorQuery;
const KEYS = ['q', 'status', 'sort', 'dir', 'page'] as const;

export function readConductorsView(params: URLSearchParams): ConductorsView {
  const view = { ...ConductorQuery.parse({}), pageSize: PAGE_SIZE };
  for (const key of KEYS) {
    const value = params.get(key)?.trim();
    const parsed = value ? ConductorQuery.safeParse({ [key]: value }) : undefined;
    if (parsed?.success) Object.assign(view, { [key]: parsed.data[key] });
  }
  return view;
}

export function conductorsViewParams(view: ConductorsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.status) params.set('status', view.status);
  if (view.sort !== 'name' || view.dir !== 'asc') {
    params.set('sort', view.sort);
    params.set('dir', view.dir);
  }
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

export function conductorsApiQuery(view: ConductorsView): string {
  const params = conductorsViewParams(view);
  params.set('sort', view.sort);
  params.set('dir', view.dir);
  params.set('page', String(view.page));
  params.set('pageSize', String(view.pageSize));
  return params.toString();
}

export function withConductorFilter(
  view: ConductorsView,
  key: 'q' | 'status',
  value: string,
): ConductorsView {
  return readConductorsView(conductorsViewParams({ ...view, page: 1, [key]: value || undefined }));
}

export function withConductorSort(view: ConductorsView, sort: ConductorSort): ConductorsView {
  if (view.sort === sort) return { ...view, dir: view.dir === 'asc' ? 'desc' : 'asc', page: 1 };
  return { ...view, sort, dir: sort === 'createdAt' ? 'desc' : 'asc', page: 1 };
}

export const hasConductorFilters = (view: ConductorsView) => Boolean(view.q || view.status);
