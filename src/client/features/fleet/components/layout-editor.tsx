import { useState, type FormEvent } from 'react';
import { type StrandedTrip } from '#shared/buses.ts';
import { SeatLayoutInput, type SeatDeck, type SeatLayout } from '#shared/seat-layout.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { describeError } from '#client/lib/error-text.ts';
import { useFormErrors } from '#client/lib/use-form-errors.ts';
import { useSaveLayout } from '../api/save-layout.ts';
import { issuePlaces, placedIssues, seatTotal } from '../utils/layout-draft.ts';
import { DeckSettings } from './deck-settings.tsx';
import { LayoutProblems } from './layout-problems.tsx';
import { LayoutWorkspace } from './layout-workspace.tsx';
import { StrandedTrips, strandedTripsOf } from './stranded-trips.tsx';
import { TemplatePicker } from './template-picker.tsx';
import { useLayoutDraft } from './use-layout-draft.ts';
import './layout-editor.css';

const BLANK: SeatDeck[] = [{ name: 'Main deck', rows: 11, cols: 5, cells: [] }];
const PROBLEMS_ID = 'layout-problems';

/** Draws a seat layout on one or two decks, checked live with the rules the server applies. */
export function LayoutEditor({
  layout,
  onSaved,
}: {
  layout?: SeatLayout;
  onSaved: (layout: SeatLayout) => void;
}) {
  const draft = useLayoutDraft(layout ?? { name: '', decks: BLANK });
  const save = useSaveLayout();
  const { formRef, errors, show, fromServer, clearField } = useFormErrors();
  const [failure, setFailure] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [stranded, setStranded] = useState<StrandedTrip[] | null>(null);
  const parsed = SeatLayoutInput.safeParse({ name: draft.name || 'unnamed', decks: draft.decks });
  const problems = placedIssues(
    draft.decks,
    (parsed.error?.issues ?? []).filter((issue) => issue.path[0] === 'decks'),
  );

  const onError = (error: unknown) => {
    if (fromServer(error)) return;
    const trips = strandedTripsOf(error);
    if (trips) setStranded(trips);
    else setFailure(describeError(error));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setFailure(null);
    setStranded(null);
    setAttempted(true);
    const input = SeatLayoutInput.safeParse({ name: draft.name, decks: draft.decks });
    if (!input.success) {
      const nameIssue = input.error.issues.find((issue) => issue.path[0] === 'name');
      if (nameIssue) show({ name: nameIssue.message });
      else document.getElementById(PROBLEMS_ID)?.focus();
      return;
    }
    save.mutate(
      { id: layout?.id ?? null, input: input.data },
      { onSuccess: (saved) => onSaved(saved.layout), onError },
    );
  };

  return (
    <form ref={formRef} className="layout-editor" noValidate onSubmit={onSubmit}>
      {failure && <Notice tone="error">{failure}</Notice>}
      {stranded && <StrandedTrips what="These seats cannot go" trips={stranded} />}
      <div className="layout-editor__setup">
        <TextField
          label="Layout name"
          name="name"
          value={draft.name}
          maxLength={80}
          autoComplete="off"
          onChange={(event) => {
            draft.setName(event.target.value);
            clearField('name');
          }}
          error={errors.name}
        />
        <TemplatePicker onPick={draft.applyTemplate} />
        <DeckSettings draft={draft} />
      </div>
      <LayoutWorkspace draft={draft} invalid={issuePlaces(draft.decks, problems)} />
      <LayoutProblems
        id={PROBLEMS_ID}
        urgent={attempted}
        issues={problems}
        seats={seatTotal(draft.decks)}
      />
      <div className="form__actions">
        <Button type="submit" busy={save.isPending}>
          {layout ? 'Save layout' : 'Create layout'}
        </Button>
      </div>
    </form>
  );
}
