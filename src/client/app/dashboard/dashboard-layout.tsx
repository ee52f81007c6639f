import { Link, Outlet } from '@tanstack/react-router';
import { Loader } from '../../components/loader';
import { useSession } from '../../lib/use-session';
import { useMyCompany } from '../../features/company/api/my-company';
import { AdminWorkspace } from './admin-workspace';
import { dashboardMenuFor } from './dashboard-menu';
import styles from './dashboard-layout.module.css';

/**
 * The dashboard: for an admin the workspace of its own (admin-workspace.tsx), for a customer the
 * side menu and the page inside the shop's layout; Company only for a member of one (the server's
 * answer to "my company", a 404 for anyone else).
 */
export function DashboardLayout() {
  const { user, isPending } = useSession();
  const company = useMyCompany({ enabled: user?.role === 'user' });
  if (user?.role === 'admin') return <AdminWorkspace user={user} />;
  return (
    <div className={styles.layout}>
      <nav className={styles.menu} aria-label="Dashboard">
        <h2 className={styles.title}>Dashboard</h2>
        {isPending || !user ? (
          <Loader label="Loading menu" />
        ) : (
          <ul>
            {dashboardMenuFor(user.role, undefined, { inCompany: Boolean(company.data) }).map((entry) => (
              <li key={entry.to}>
                <Link to={entry.to} activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page', className: styles.active }}>
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </nav>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
