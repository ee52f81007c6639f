import { getRouteApi } from '@tanstack/react-router';
import { AuditLogPage } from '../../features/audit-log/audit-log-page';

const auditLogRoute = getRouteApi('/dashboard/_admin/audit-log');

/** The audit log with its filters in the URL's search, so a filtered view can be shared. */
export function AuditLogRoute() {
  const navigate = auditLogRoute.useNavigate();
  return <AuditLogPage filters={auditLogRoute.useSearch()} onFiltersChange={(filters) => void navigate({ search: filters })} />;
}
