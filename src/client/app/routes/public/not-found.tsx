import { ButtonLink } from '#client/components/ui/buttons/button-link.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { paths } from '#client/lib/routing/paths.ts';

export function NotFoundScreen() {
  return (
    <Screen
      title="Page not found"
      lead="This stop is not on our map. The link may be old, or the address mistyped."
    >
      <div>
        <ButtonLink to={paths.home}>Go to the home page</ButtonLink>
      </div>
    </Screen>
  );
}
