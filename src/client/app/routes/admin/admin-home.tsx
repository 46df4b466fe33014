import { Card } from '#client/components/ui/layout/card.tsx';
import { ErrorState } from '#client/components/ui/feedback/error-state.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { Wave } from '#client/components/ui/feedback/wave.tsx';
import { useAudit } from '#client/features/stats/api/get-audit.ts';
import { useBookingStats } from '#client/features/stats/api/get-booking-stats.ts';
import { useStats } from '#client/features/stats/api/get-stats.ts';
import { AdminLinks } from '#client/features/stats/components/admin-links.tsx';
import { BusinessTiles } from '#client/features/stats/components/business-tiles.tsx';
import { LatestActions } from '#client/features/stats/components/latest-actions.tsx';
import { StatTiles } from '#client/features/stats/components/stat-tiles.tsx';

function Stats() {
  const stats = useStats();
  if (stats.isPending) return <Wave label="Loading the numbers" />;
  if (stats.isError) return <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />;
  return <StatTiles stats={stats.data} />;
}

function Business() {
  const stats = useBookingStats();
  if (stats.isPending) return <Wave label="Loading bookings and takings" />;
  if (stats.isError) return <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />;
  return <BusinessTiles stats={stats.data} />;
}

function Actions() {
  const audit = useAudit(10);
  if (audit.isPending) return <Wave label="Loading the latest actions" size="small" />;
  if (audit.isError) return <ErrorState error={audit.error} onRetry={() => void audit.refetch()} />;
  return <LatestActions entries={audit.data} />;
}

/** `/adminhome` (admins): today at a glance, the latest admin actions, and every admin screen. */
export function AdminHomeScreen() {
  return (
    <Screen
      title="Admin dashboard"
      lead="Today’s service and business at a glance, and what admins changed lately."
    >
      <Stats />
      <Business />
      <Card aria-labelledby="actions-heading">
        <h2 id="actions-heading">Latest admin actions</h2>
        <Actions />
      </Card>
      <Card aria-labelledby="screens-heading">
        <h2 id="screens-heading">Admin screens</h2>
        <AdminLinks />
      </Card>
    </Screen>
  );
}
