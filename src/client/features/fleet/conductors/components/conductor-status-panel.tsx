import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#client/lib/routing/paths.ts';
import { DisableConductorRequest, type Conductor } from '#shared/fleet/conductors.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { ConfirmDialog } from '#client/components/ui/overlays/confirm-dialog.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import { describeError } from '#client/lib/api/error-text.ts';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useSetConductorStatus } from '../api/set-conductor-status.ts';
import { disabledSummary, type DisabledSummary } from '../utils/conductor-changes.ts';
import { ConductorStatusPill } from './conductor-status-pill.tsx';
import './conductors.css';

type Result = { tone: 'success' | 'error' } & DisabledSummary;

const ASSIGN_ON = {
  schedules: { to: paths.adminSchedules, label: 'schedules screen' },
  trips: { to: paths.adminTrips, label: 'trips screen' },
} as const;

/** What happened, with a link to where another conductor is assigned after disabling. */
function ResultNotice({ result }: { result: Result }) {
  const assign = result.assignOn && ASSIGN_ON[result.assignOn];
  return (
    <Notice tone={result.tone}>
      {result.text}
      {assign && (
        <>
          ; assign another conductor on the <Link to={assign.to}>{assign.label}</Link>.
        </>
      )}
    </Notice>
  );
}

/**
 * The account behind the profile, and disabling it (with a reason: signed out everywhere, taken
 * off the trips not yet left and the schedules still valid) or enabling it.
 */
export function ConductorStatusPanel({ conductor }: { conductor: Conductor }) {
  const setStatus = useSetConductorStatus();
  const { form, formRef, field, failure, submit } = useZodForm(DisableConductorRequest, {
    defaultValues: { reason: '' },
  });
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  const run = async (disable: { reason: string } | null) => {
    const { conductor: after, unassigned } = await setStatus.mutateAsync({
      id: conductor.id,
      disable,
    });
    setOpen(false);
    form.reset();
    setResult(
      unassigned
        ? { tone: 'success', ...disabledSummary(after.name, unassigned) }
        : { tone: 'success', text: `${after.name} can sign in again.`, assignOn: null },
    );
  };

  const enable = () =>
    run(null).catch((error: unknown) =>
      setResult({ tone: 'error', text: describeError(error), assignOn: null }),
    );

  const onDisable = submit(async (input) => {
    if (!setStatus.isPending) await run(input);
  });

  return (
    <div className="conductor-account">
      <dl>
        <dt>Status</dt>
        <dd>
          <ConductorStatusPill status={conductor.status} />
        </dd>
      </dl>
      {result && <ResultNotice result={result} />}
      <div className="form__actions">
        {conductor.status === 'active' ? (
          <Button variant="danger" onClick={() => setOpen(true)}>
            Disable conductor
          </Button>
        ) : (
          <Button variant="secondary" busy={setStatus.isPending} onClick={() => void enable()}>
            Enable conductor
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={open}
        title={`Disable ${conductor.name}?`}
        onClose={() => setOpen(false)}
        formRef={formRef}
        onSubmit={onDisable}
        failure={failure}
        confirmLabel="Disable conductor"
        danger
        busy={setStatus.isPending}
      >
        <p>They are signed out on every device at once and cannot sign in until enabled again.</p>
        <p>
          They are also taken off their trips that have not left and their schedules still valid.
          Enabling them later does not put them back.
        </p>
        <TextField
          label="Reason"
          hint="Kept with the account and in the audit log."
          autoFocus
          {...field('reason')}
        />
      </ConfirmDialog>
    </div>
  );
}
