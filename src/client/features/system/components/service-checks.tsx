import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '#shared/core/api-error.ts';
import type { HealthResponse, PublicConfig } from '#shared/system/system.ts';
import { StatusBadge } from '#client/components/ui/badges/status-badge.tsx';
import { errorCodeOf } from '#client/lib/api/api.ts';
import './service-checks.css';

interface Check {
  name: string;
  detail: string;
  status: 'ok' | 'down';
}

const DATABASE = { pglite: 'PGlite (embedded PostgreSQL)', postgres: 'PostgreSQL' };
const REALTIME = { 'in-process': 'In-process hub', redis: 'Redis pub/sub' };
const MAIL = { outbox: 'Outbox (stored, not sent)', smtp: 'SMTP' };

function configCheck(config: UseQueryResult<PublicConfig>): Check {
  if (config.data) {
    const { appName, version } = config.data;
    return { name: 'Configuration', detail: `${appName} ${version}`, status: 'ok' };
  }
  if (config.isError)
    return {
      name: 'Configuration',
      detail: errorMessage(errorCodeOf(config.error)),
      status: 'down',
    };
  return { name: 'Configuration', detail: 'Checking…', status: 'ok' };
}

function checksOf(health: HealthResponse, config: UseQueryResult<PublicConfig>): Check[] {
  const { database, realtime, mail } = health.checks;
  return [
    {
      name: 'Database',
      detail: `${DATABASE[database.kind]} · ${database.latencyMs} ms`,
      status: database.status,
    },
    { name: 'Realtime', detail: REALTIME[realtime.kind], status: realtime.status },
    { name: 'Mail', detail: MAIL[mail.transport], status: mail.status },
    configCheck(config),
  ];
}

/** The result of the self-test: one row per check, and a one-line summary read out on each run. */
export function ServiceChecks({
  health,
  config,
  busy,
}: {
  health: HealthResponse;
  config: UseQueryResult<PublicConfig>;
  busy: boolean;
}) {
  const checks = checksOf(health, config);
  const down = checks.filter((check) => check.status === 'down').length;
  return (
    <>
      <p className="service-summary" role="status">
        {down === 0 ? 'All services are working.' : `${down} of ${checks.length} checks are down.`}
      </p>
      <ul className="service-checks" aria-label="Service checks" aria-busy={busy}>
        {checks.map((check) => (
          <li key={check.name} className="service-check">
            <div>
              <h2 className="service-check__name">{check.name}</h2>
              <p className="service-check__detail">{check.detail}</p>
            </div>
            <StatusBadge status={check.status} />
          </li>
        ))}
      </ul>
    </>
  );
}
