import type { BusStatus } from '#shared/fleet/buses.ts';
import { Pill, type PillTone } from '#client/components/ui/badges/pill.tsx';
import { BUS_STATUS_LABELS } from '../../fleet-labels.ts';

const TONES: Record<BusStatus, PillTone> = { active: 'ok', maintenance: 'warn', retired: 'muted' };

/** A bus's status in a word: on the fleet list and on its status panel. */
export function BusStatusPill({ status }: { status: BusStatus }) {
  return <Pill tone={TONES[status]}>{BUS_STATUS_LABELS[status]}</Pill>;
}
