/**
 * The bus picker's options: every bus, those that cannot run (in maintenance, retired) marked
 * and disabled, since the server refuses them trips. The current choice stays selectable, so a
 * form that already holds it still shows it.
 */
import type { TimetableOptions } from '#shared/timetable/timetable-admin.ts';

const STATUS_NOTE: Record<string, string> = {
  maintenance: 'in maintenance',
  retired: 'retired',
};

export function busChoices(
  buses: TimetableOptions['buses'],
  none: string,
  current?: string | null,
): { value: string; label: string; disabled?: boolean }[] {
  return [
    { value: '', label: none },
    ...buses.map((b) => {
      const note = b.status === 'active' ? undefined : (STATUS_NOTE[b.status] ?? b.status);
      return {
        value: b.id,
        label: `${b.registration} · ${b.name}${note ? ` (${note})` : ''}`,
        disabled: note !== undefined && b.id !== current,
      };
    }),
  ];
}
