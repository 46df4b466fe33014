import { useSearchParams } from 'react-router';

/**
 * A screen's view kept in the address (lib/routing/query-state.ts reads and writes it): the view,
 * `show` to go to another one (a new history entry, so Back undoes it), and `clear` for the plain
 * screen.
 */
export function useQueryView<View>(
  read: (params: URLSearchParams) => View,
  write: (view: View) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  return {
    view: read(params),
    show: (next: View) => setParams(write(next)),
    clear: () => setParams(new URLSearchParams()),
  };
}
