import { useRouterState } from '@tanstack/react-router';
import { useSession } from '../../lib/use-session';

/**
 * Whether the page shown is in the admin workspace: a page under /dashboard, for an admin. Then
 * the root route draws no shop header and footer (dashboard-layout.tsx draws the workspace's own).
 * It reads the matches drawn, not the URL, so the layout changes with the page, not before it.
 */
export function useInAdminWorkspace(): boolean {
  const { user } = useSession();
  const inDashboard = useRouterState({ select: (state) => state.matches.some((match) => match.routeId === '/dashboard') });
  return user?.role === 'admin' && inDashboard;
}
