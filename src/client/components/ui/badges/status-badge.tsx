import './status-badge.css';

/** "ok" or "down", in words and colour. */
export function StatusBadge({ status }: { status: 'ok' | 'down' }) {
  return <span className={`status-badge status-badge--${status}`}>{status}</span>;
}
