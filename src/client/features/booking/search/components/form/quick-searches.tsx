import { Link } from 'react-router';
import { paths } from '#client/lib/routing/paths.ts';
import { usePopularRoutes } from '../../api/popular-routes.ts';
import { useOperatorCalendar } from '../../hooks/use-operator-calendar.ts';
import { useRecentSearches } from '../../hooks/use-recent-searches.ts';
import type { SearchPlace } from '../../utils/search-form.ts';
import { quickSearchParams } from '../../utils/search-params.ts';
import './quick-searches.css';

const searchHref = (from: SearchPlace, to: SearchPlace, date: string, passengers: number) =>
  `${paths.buses}?${quickSearchParams(from, to, date, passengers)}`;

function SearchLinks({
  title,
  items,
  today,
}: {
  title: string;
  items: { from: SearchPlace; to: SearchPlace; passengers: number }[];
  today: string;
}) {
  const titleId = `quick-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="quick-searches" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <ul className="quick-searches__list">
        {items.map(({ from, to, passengers }) => (
          <li key={`${from.id}-${to.id}`}>
            <Link className="quick-searches__link" to={searchHref(from, to, today, passengers)}>
              <span className="quick-searches__places">
                {from.name} <span aria-hidden="true">→</span>
                <span className="visually-hidden">to</span> {to.name}
              </span>
              {passengers > 1 && (
                <span className="quick-searches__extra">{passengers} passengers, today</span>
              )}
              {passengers === 1 && <span className="quick-searches__extra">Today</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * One-tap searches for today: the recent searches of this device, or on a first visit the routes
 * searched often (hidden when the server offers none or cannot answer).
 */
export function QuickSearches() {
  const { recent } = useRecentSearches();
  const { today } = useOperatorCalendar();
  const popular = usePopularRoutes(recent.length === 0);
  if (recent.length > 0)
    return <SearchLinks title="Recent searches" items={recent} today={today} />;
  const routes = popular.data ?? [];
  if (routes.length === 0) return null;
  return (
    <SearchLinks
      title="Popular routes"
      items={routes.map((route) => ({ ...route, passengers: 1 }))}
      today={today}
    />
  );
}
