import { useState, type FormEvent } from 'react';
import { type StrandedTrip } from '#shared/fleet/buses.ts';
import { SeatLayoutInput, type SeatDeck, type SeatLayout } from '#shared/fleet/seat-layout.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useSaveLayout } from '../api/save-layout.ts';
import { issuePlaces, placedIssues, seatTotal } from '../utils/layout-draft.ts';
import { DeckSettings } from './deck-settings.tsx';
import { LayoutProblems } from './layout-problems.tsx';
import { LayoutWorkspace } from './layout-workspace.tsx';
import { StrandedTrips, strandedTripsOf } from '../../stranded-trips.tsx';
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
  const { form, formRef, field, failure, setFailure, submit } = useZodForm(SeatLayoutInput, {
    defaultValues: { name: draft.name, decks: draft.decks },
    // The decks' problems are listed under the drawing, not at a control.
    alsoShows: ['decks'],
    focusElse: () => document.getElementById(PROBLEMS_ID)?.focus(),
  });
  const [attempted, setAttempted] = useState(false);
  const [stranded, setStranded] = useState<StrandedTrip[] | null>(null);
  const name = field('name');
  const parsed = SeatLayoutInput.safeParse({ name: draft.name || 'unnamed', decks: draft.decks });
  const problems = placedIssues(
    draft.decks,
    (parsed.error?.issues ?? []).filter((issue) => issue.path[0] === 'decks'),
  );

  const send = submit(async (input) => {
    if (save.isPending) return;
    setStranded(null);
    try {
      onSaved((await save.mutateAsync({ id: layout?.id ?? null, input })).layout);
    } catch (error) {
      const trips = strandedTripsOf(error);
      if (!trips) throw error;
      setStranded(trips);
      setFailure(null);
    }
  });

  // The draft holds the decks and the name (a template names the layout): the form checks them.
  const onSubmit = (event: FormEvent) => {
    form.setValue('name', draft.name);
    form.setValue('decks', draft.decks);
    setAttempted(true);
    send(event);
  };

  return (
    <form ref={formRef} className="layout-editor" noValidate onSubmit={onSubmit}>
      {failure && <Notice tone="error">{failure}</Notice>}
      {stranded && <StrandedTrips what="These seats cannot go" trips={stranded} />}
      <div className="layout-editor__setup">
        <TextField
          label="Layout name"
          maxLength={80}
          autoComplete="off"
          {...name}
          value={draft.name}
          onChange={(event) => {
            draft.setName(event.target.value);
            return name.onChange(event);
          }}
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
