import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#client/lib/routing/paths.ts';
import type { SeatLayoutSummary } from '#shared/fleet/seat-layout.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { ConfirmDialog } from '#client/components/ui/overlays/confirm-dialog.tsx';
import { describeError } from '#client/lib/api/error-text.ts';
import { useDeleteLayout } from '../api/delete-layout.ts';
import { DataTable } from '#client/components/ui/lists/data-table.tsx';
import '../../fleet-table.css';

const COLUMNS = ['Name', 'Seats', 'Decks', 'Buses', 'Actions'].map((label) => ({ label }));

export type LayoutResult = { tone: 'success' | 'error'; text: string };

function DeleteLayout({
  layout,
  onResult,
}: {
  layout: SeatLayoutSummary;
  onResult: (result: LayoutResult) => void;
}) {
  const remove = useDeleteLayout();
  const [open, setOpen] = useState(false);
  const confirm = () =>
    remove.mutate(layout.id, {
      onSuccess: () => onResult({ tone: 'success', text: `${layout.name} was deleted.` }),
      onError: (error) => onResult({ tone: 'error', text: describeError(error) }),
      onSettled: () => setOpen(false),
    });
  return (
    <>
      <Button variant="quiet" onClick={() => setOpen(true)}>
        Delete<span className="visually-hidden"> {layout.name}</span>
      </Button>
      <ConfirmDialog
        open={open}
        title={`Delete ${layout.name}?`}
        onClose={() => setOpen(false)}
        confirmLabel="Delete layout"
        danger
        busy={remove.isPending}
        onConfirm={confirm}
      >
        <p>No bus uses it. This cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}

/** The seat layouts, with what each holds and how many buses use it. */
export function LayoutsTable({
  layouts,
  onResult,
}: {
  layouts: SeatLayoutSummary[];
  onResult: (result: LayoutResult) => void;
}) {
  return (
    <DataTable columns={COLUMNS} busy={false} className="fleet-table">
      {layouts.map((layout) => (
        <tr key={layout.id} className="data-table__row fleet-table__row--layout">
          <th scope="row" className="data-table__name">
            {layout.name}
          </th>
          <td data-label="Seats">{layout.seatCount}</td>
          <td data-label="Decks">{layout.deckCount}</td>
          <td data-label="Buses">{layout.busCount}</td>
          <td className="data-table__actions">
            <Link to={`${paths.adminLayouts}?layout=${encodeURIComponent(layout.id)}`}>
              Edit<span className="visually-hidden"> {layout.name}</span>
            </Link>
            {layout.busCount === 0 && <DeleteLayout layout={layout} onResult={onResult} />}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
