import { NetworkScreen } from '#client/features/network/lines/components/network-screen.tsx';
import { StopEditor } from '#client/features/network/lines/components/stops/stop-editor.tsx';
import { StopsList } from '#client/features/network/lines/components/stops/stops-list.tsx';
import { paths } from '#client/lib/routing/paths.ts';

/** `/adminstops` (admins): the stops, searched and paged; `?stop=<id>` or `?stop=new` opens the editor. */
export function AdminStopsScreen() {
  return (
    <NetworkScreen
      openKey="stop"
      path={paths.adminStops}
      title="Stops"
      lead="Where buses call: names, codes and places on the map."
      addLabel="Add a stop"
      backLabel="All stops"
      list={(props) => <StopsList {...props} />}
      editor={({ open, show, view }) => (
        <StopEditor
          key={open}
          id={open}
          onSaved={(stop, created) =>
            show(
              { ...view, open: stop.id },
              created ? `${stop.name} was added.` : `${stop.name} was saved.`,
            )
          }
          onDeleted={(stop) => show({ ...view, open: null }, `${stop.name} was deleted.`)}
        />
      )}
    />
  );
}
