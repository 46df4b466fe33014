import { NetworkScreen } from '#client/features/network/lines/components/network-screen.tsx';
import { RouteEditor } from '#client/features/network/lines/components/routes/route-editor.tsx';
import { RoutesList } from '#client/features/network/lines/components/routes/routes-list.tsx';
import { paths } from '#client/lib/routing/paths.ts';

/** `/adminroutes` (admins): routes with their maps; `?route=<id>` or `?route=new` opens the editor. */
export function AdminRoutesScreen() {
  return (
    <NetworkScreen
      openKey="route"
      path={paths.adminRoutes}
      title="Routes"
      lead="Lines through stops, their paths on the map, and their fares."
      addLabel="Add a route"
      backLabel="All routes"
      list={(props) => <RoutesList {...props} />}
      editor={({ open, show, view }) => (
        <RouteEditor
          key={open}
          id={open}
          onSaved={(route, created) =>
            show(
              { ...view, open: route.id },
              created
                ? `Route ${route.shortName} was added. Set its fare below.`
                : `Route ${route.shortName} was saved.`,
            )
          }
        />
      )}
    />
  );
}
