import { Link } from 'react-router';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { paths } from '#client/lib/routing/paths.ts';

/** Shown instead of a screen the signed-in person's role may not use. */
export function NotAllowed() {
  return (
    <Screen title="Not allowed">
      <p>Your account cannot open this page.</p>
      <p>
        <Link to={paths.home}>Go to the home page</Link>
      </p>
    </Screen>
  );
}
