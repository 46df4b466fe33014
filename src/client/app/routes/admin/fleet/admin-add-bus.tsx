import { Link, useNavigate } from 'react-router';
import { Card } from '#client/components/ui/layout/card.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { BusForm } from '#client/features/fleet/buses/components/bus-form.tsx';
import { paths } from '#client/lib/routing/paths.ts';

/** `/adminbus` (admins): add a bus to the fleet; then the fleet list shows it. */
export function AdminAddBusScreen() {
  const navigate = useNavigate();
  return (
    <Screen
      title="Add a bus"
      lead="Its registration, a seat layout, what it offers on board and a photo."
    >
      <Card className="card--form">
        <BusForm
          onSaved={(bus) =>
            void navigate(`${paths.adminBuses}?q=${encodeURIComponent(bus.registration)}`, {
              state: { notice: `${bus.registration} (${bus.name}) was added to the fleet.` },
            })
          }
        />
      </Card>
      <p>
        <Link to={paths.adminBuses}>Back to the fleet</Link>
      </p>
    </Screen>
  );
}
