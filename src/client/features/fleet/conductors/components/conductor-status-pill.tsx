import type { Conductor } from '#shared/fleet/conductors.ts';
import { Pill } from '#client/components/ui/badges/pill.tsx';
import { CONDUCTOR_STATUS_LABELS } from '../utils/conductor-labels.ts';

/** A conductor's status in a word: on the list and on the account panel. */
export function ConductorStatusPill({ status }: { status: Conductor['status'] }) {
  return <Pill tone={status === 'active' ? 'ok' : 'down'}>{CONDUCTOR_STATUS_LABELS[status]}</Pill>;
}
