import { Button } from '#client/components/ui/buttons/button.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import { SelfTestResults } from '#client/features/system/components/self-test-results.tsx';
import { useSelfTest } from '#client/features/system/self-test/use-self-test.ts';
import { useSession } from '#client/lib/session/session.tsx';

/**
 * `/test`: a live self-test of the running service from this browser — the API, the database,
 * mail, file storage, live updates, the clocks, and this browser's offline storage and service
 * worker — each passing or failing with its time. Admins also see each check's details.
 */
export function SelfTestScreen() {
  const { checks, running, finishedAt, run } = useSelfTest();
  const { currentUser } = useSession();
  const admin = currentUser?.role === 'admin';

  return (
    <Screen
      title="Service self-test"
      lead="Checks from this browser that each part of Busway works, and how long each took."
    >
      <div>
        {/* Never disabled: the button keeps focus through a run; a press while one runs waits. */}
        <Button onClick={() => void run()} aria-disabled={running}>
          {running ? 'Running the checks…' : 'Run the checks again'}
        </Button>
      </div>
      <SelfTestResults checks={checks} running={running} admin={admin} />
      {finishedAt && (
        <p>
          Checked at {finishedAt.toLocaleTimeString()}
          {admin ? '.' : '. Administrators see each check’s details here.'}
        </p>
      )}
    </Screen>
  );
}
