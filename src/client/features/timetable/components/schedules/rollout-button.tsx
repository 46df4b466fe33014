import { Button } from '#client/components/ui/buttons/button.tsx';
import { useRunRollout } from '../../api/run-rollout.ts';
import { timetableError } from '../../utils/error-sentence.ts';
import { rolloutSentence } from '../../utils/timetable-format.ts';

/** Rolls dated trips out now (the job also does it every hour) and reports how many it created. */
export function RolloutButton({
  onResult,
}: {
  onResult: (result: { tone: 'success' | 'error'; text: string }) => void;
}) {
  const rollout = useRunRollout();
  return (
    <Button
      variant="secondary"
      busy={rollout.isPending}
      onClick={() =>
        rollout.mutate(undefined, {
          onSuccess: (report) => onResult({ tone: 'success', text: rolloutSentence(report) }),
          onError: (error) => onResult({ tone: 'error', text: timetableError(error) }),
        })
      }
    >
      {rollout.isPending ? 'Rolling out trips…' : 'Roll out trips now'}
    </Button>
  );
}
