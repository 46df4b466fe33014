import { useAppIdentity } from '#client/lib/api/public-config.ts';
import './logo.css';

function BusIcon() {
  return (
    <svg className="logo__icon" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#f2b134" />
      <rect x="7" y="5" width="18" height="19" rx="3.5" fill="#0b4f63" />
      <rect x="9.5" y="8" width="13" height="7" rx="1.5" fill="#e3f1f4" />
      <rect x="9.5" y="18" width="3.5" height="2.2" rx="1.1" fill="#f2b134" />
      <rect x="19" y="18" width="3.5" height="2.2" rx="1.1" fill="#f2b134" />
      <rect x="9" y="24" width="4" height="3.5" rx="1.2" fill="#0b4f63" />
      <rect x="19" y="24" width="4" height="3.5" rx="1.2" fill="#0b4f63" />
    </svg>
  );
}

/** The bus mark and the app name. Rendered inside a link by its caller. */
export function Logo() {
  const { appName } = useAppIdentity();
  return (
    <span className="logo">
      <BusIcon />
      <span>{appName}</span>
    </span>
  );
}
