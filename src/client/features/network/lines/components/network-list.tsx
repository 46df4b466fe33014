import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ButtonLink } from '#client/components/ui/buttons/button-link.tsx';
import { PagedList } from '#client/components/ui/lists/data-list.tsx';
import { EmptyState, ListEmpty } from '#client/components/ui/lists/empty-state.tsx';
import { FilterBar } from '#client/components/ui/lists/filter-bar.tsx';
import type { ListView } from '../utils/list-params.ts';

interface Page {
  total: number;
  page: number;
  pageSize: number;
}

/** What tells the stops and the routes apart: words, and how a page of them is drawn. */
export interface NetworkListKind<Data extends Page, Row> {
  nouns: [string, string];
  search: { label: string; placeholder: string };
  /** "No stop’s name or code holds" (the search follows in quotes). */
  noMatch: string;
  /** What to do when there are none yet; the add button follows. */
  none: string;
  addLabel: string;
  rows: (data: Data) => Row[];
  render: (rows: Row[], busy: boolean) => ReactNode;
}

/** What a screen gives a network list: its view in the address, and the editor's addresses. */
export interface NetworkListProps {
  view: ListView;
  onView: (next: ListView) => void;
  hrefOf: (open: string) => string;
}

/** A network list (stops, routes): the search, the page in its four states, and paging. */
export function NetworkList<Data extends Page, Row>({
  kind,
  query,
  view,
  onView,
  hrefOf,
}: NetworkListProps & { kind: NetworkListKind<Data, Row>; query: UseQueryResult<Data> }) {
  const many = kind.nouns[1];
  const showAll = () => onView({ ...view, q: '', page: 1 });
  return (
    <>
      <FilterBar
        label={kind.search.label}
        search={{ ...kind.search, value: view.q, onSearch: (q) => onView({ ...view, q, page: 1 }) }}
      />
      <PagedList
        query={query}
        loading={`Loading ${many}`}
        rows={kind.rows}
        nouns={kind.nouns}
        hideSingle
        onPage={(page) => onView({ ...view, page })}
        empty={() => (
          <ListEmpty
            filtered={Boolean(view.q)}
            noMatch={`${kind.noMatch} “${view.q}”.`}
            clearLabel={`Show all ${many}`}
            onClear={showAll}
          >
            <EmptyState text={kind.none}>
              <ButtonLink to={hrefOf('new')}>{kind.addLabel}</ButtonLink>
            </EmptyState>
          </ListEmpty>
        )}
      >
        {kind.render}
      </PagedList>
    </>
  );
}
