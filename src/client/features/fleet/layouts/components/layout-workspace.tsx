import { useState } from 'react';
import { SeatMap } from '#client/components/seat-map/seat-map.tsx';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { CellInspector } from './cell-inspector.tsx';
import type { LayoutDraft } from './use-layout-draft.ts';

/**
 * The seat map being edited, with the chosen cell's details beside it; or, in the passenger view,
 * the same map exactly as /seatselection shows it.
 */
export function LayoutWorkspace({
  draft,
  invalid,
}: {
  draft: LayoutDraft;
  invalid: ReadonlySet<string>;
}) {
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  const editing = mode === 'edit';
  return (
    <div className="layout-editor__work">
      <div className="layout-editor__map">
        <div className="layout-editor__modes" role="group" aria-label="View">
          <Button
            variant={editing ? 'primary' : 'secondary'}
            aria-pressed={editing}
            onClick={() => setMode('edit')}
          >
            Edit cells
          </Button>
          <Button
            variant={editing ? 'secondary' : 'primary'}
            aria-pressed={!editing}
            onClick={() => setMode('preview')}
          >
            Passenger view
          </Button>
        </div>
        <SeatMap
          decks={draft.decks}
          label={editing ? 'Layout cells' : 'Seat map as passengers see it'}
          editing={editing ? { chosen: draft.chosen, onChoose: draft.choose, invalid } : undefined}
        />
      </div>
      {editing && (
        <div className="layout-editor__side">
          <CellInspector draft={draft} />
        </div>
      )}
    </div>
  );
}
