/**
 * "Changed after sync": the checks made offline that the server answered otherwise (another device
 * boarded the ticket first, it was voided meanwhile, the reference named nothing), with the
 * server's words. Shown above the answer, as the server's answer wins.
 */
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import type { ChangedCheck } from '../check/sync-checks.ts';
import { resultTitle } from './door-verdict.tsx';
import { clock } from './door-sync.tsx';

export function DoorChanged({ changed, zone }: { changed: ChangedCheck[]; zone: string }) {
  if (changed.length === 0) return null;
  return (
    <Notice tone="warning" className="door-sync__changed">
      <h2>Changed after sync</h2>
      <ul>
        {changed.map((c) => (
          <li key={c.id}>
            <strong>
              Checked {clock(c.checkedAt, zone)} as {resultTitle(c.deviceResult).toLowerCase()}
              {c.result ? `, now ${resultTitle(c.result).toLowerCase()}` : ''}:
            </strong>{' '}
            {c.message}
          </li>
        ))}
      </ul>
    </Notice>
  );
}
