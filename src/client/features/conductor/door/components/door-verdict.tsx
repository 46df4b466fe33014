/**
 * The answer at the door, read at arm's length: a big word and icon on the verdict's colour
 * (green valid, amber already used, red for every refusal), the verdict's sentence under it, and
 * "Checked offline" when the phone judged it. Colour is never the only signal. The region is
 * live, so a screen reader says each answer as it comes.
 */
import { useEffect, useRef } from 'react';
import { Button } from '#client/components/ui/buttons/button.tsx';
import type { CheckResult } from '#shared/tickets/ticket-check.ts';
import type { DoorOutcome } from '../check/check-ticket.ts';

const WORDS: Record<CheckResult, { title: string; tone: 'ok' | 'warn' | 'stop'; icon: string }> = {
  valid: { title: 'Valid', tone: 'ok', icon: '✓' },
  'already-used': { title: 'Already used', tone: 'warn', icon: '!' },
  'wrong-trip': { title: 'Wrong trip', tone: 'stop', icon: '✕' },
  'wrong-stops': { title: 'Wrong stops', tone: 'stop', icon: '✕' },
  'not-today': { title: 'Not today', tone: 'stop', icon: '✕' },
  void: { title: 'Void', tone: 'stop', icon: '✕' },
  forged: { title: 'Forged', tone: 'stop', icon: '✕' },
};

export function resultTitle(result: CheckResult): string {
  return WORDS[result].title;
}

type Answer = Extract<DoorOutcome, { kind: 'answer' }>;

export function DoorVerdict({ answer, onNext }: { answer: Answer | null; onNext: () => void }) {
  const words = answer ? WORDS[answer.result] : null;
  const region = useRef<HTMLDivElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  // Each new answer is brought into view: the conductor may have typed a reference further down.
  // Focus that was lost with the step it sat in (a seat of the seat question) goes to "Next ticket".
  useEffect(() => {
    if (!answer) return;
    region.current?.scrollIntoView({ block: 'start' });
    if (document.activeElement === document.body || !document.activeElement) next.current?.focus();
  }, [answer]);
  return (
    <div ref={region} className="door-verdict__region" aria-live="assertive" aria-atomic="true">
      {answer && words && (
        <div
          className={`door-verdict door-verdict--${words.tone}`}
          data-result={answer.result}
          data-offline={answer.offline || undefined}
        >
          <p className="door-verdict__title">
            <span className="door-verdict__icon" aria-hidden="true">
              {words.icon}
            </span>
            {words.title}
          </p>
          <p className="door-verdict__message">{answer.message}</p>
          {answer.offline && (
            <p className="door-verdict__offline">Checked offline — sent when the network returns</p>
          )}
          {answer.changedAfterSync && (
            <p className="door-verdict__offline">
              Changed after sync: this phone said otherwise offline; the server’s answer stands.
            </p>
          )}
          <Button ref={next} variant="secondary" className="door-verdict__next" onClick={onNext}>
            Next ticket
          </Button>
        </div>
      )}
    </div>
  );
}
