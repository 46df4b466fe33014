import type { LayoutIssue } from '#shared/fleet/seat-layout.ts';

/** What stops the layout from being saved; while there is nothing, how many seats it has. */
export function LayoutProblems({
  issues,
  seats,
  id,
  urgent,
}: {
  issues: LayoutIssue[];
  seats: number;
  id: string;
  /** After a save was tried: shown as an error rather than as a to-do list. */
  urgent: boolean;
}) {
  if (issues.length === 0) {
    return (
      <p id={id} className="layout-editor__status" role="status">
        {seats === 1 ? '1 seat' : `${seats} seats`}, ready to save.
      </p>
    );
  }
  return (
    <div
      id={id}
      className={`layout-editor__problems${urgent ? '' : ' layout-editor__problems--quiet'}`}
      role="status"
      tabIndex={-1}
    >
      <p className="layout-editor__problems-title">
        {issues.length === 1 ? '1 problem to fix' : `${issues.length} problems to fix`}:
      </p>
      <ul>
        {issues.slice(0, 20).map((issue, i) => (
          <li key={i}>{issue.message}</li>
        ))}
      </ul>
    </div>
  );
}
