import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '#client/lib/paths.ts';
import { DisableConductorRequest, type Conductor } from '#shared/conductors.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { describeError } from '#client/lib/error-text.ts';
import { useFormErrors } from '#client/lib/use-form-errors.ts';
import { useSetConductorStatus } from '../api/set-conductor-status.ts';
import { disabledSummary, type DisabledSummary } from '../utils/conductor-changes.ts';
import { CONDUCTOR_STATUS_LABELS } from '../utils/conductor-labels.ts';
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
  const { formRef, errors, validate, fromServer, clearField } = useFormErrors();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [result, setResult] = useState<Result | null>(null);

  const run = (disable: { reason: string } | null) =>
    setStatus.mutate(
      { id: conductor.id, disable },
      {
        onSuccess: ({ conductor: after, unassigned }) => {
          setOpen(false);
          setReason('');
          setResult(
            unassigned
              ? { tone: 'success', ...disabledSummary(after.name, unassigned) }
              : { tone: 'success', text: `${after.name} can sign in again.`, assignOn: null },
          );
        },
        onError: (error) => {
          if (!fromServer(error))
            setResult({ tone: 'error', text: describeError(error), assignOn: null });
        },
      },
    );

  const onDisable = (event: FormEvent) => {
    event.preventDefault();
    const input = validate(DisableConductorRequest, { reason });
    if (input && !setStatus.isPending) run(input);
  };

  return (
    <div className="conductor-account">
      <dl>
        <dt>Status</dt>
        <dd>
          <span className={`conductor-pill conductor-pill--${conductor.status}`}>
            {CONDUCTOR_STATUS_LABELS[conductor.status]}
          </span>
        </dd>
      </dl>
      {result && <ResultNotice result={result} />}
      <div className="form__actions">
        {conductor.status === 'active' ? (
          <Button variant="danger" onClick={() => setOpen(true)}>
            Disable conductor
          </Button>
        ) : (
          <Button variant="secondary" busy={setStatus.isPending} onClick={() => run(null)}>
            Enable conductor
          </Button>
        )}
      </div>
      <Dialog open={open} title={`Disable ${conductor.name}?`} onClose={() => setOpen(false)}>
        <form ref={formRef} className="form" noValidate onSubmit={onDisable}>
          <p>They are signed out on every device at once and cannot sign in until enabled again.</p>
          <p>
            They are also taken off their trips that have not left and their schedules still valid.
            Enabling them later does not put them back.
          </p>
          <TextField
            label="Reason"
            name="reason"
            hint="Kept with the account and in the audit log."
            value={reason}
            error={errors.reason}
            autoFocus
            onChange={(event) => {
              setReason(event.target.value);
              clearField('reason');
            }}
          />
          <div className="dialog__actions">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" busy={setStatus.isPending}>
              Disable conductor
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
