import { useQueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { brandName } from '#shared/seo';
import { Button } from '#web/components/ui/button.tsx';
import { useAdminMe } from '#web/features/admin-auth/api/get-admin-me.ts';
import { LoginScreen } from '#web/features/admin-auth/components/login-screen.tsx';
import { clearAdminData, watchAdminSession } from '#web/lib/admin-session.ts';
import { PageLoading } from '../pages/page-loading.tsx';
import { AdminDashboard } from './admin-dashboard.tsx';

function SessionError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex min-h-[50vh] flex-col items-center justify-center px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">We couldn't reach the admin</h1>
      <p className="mt-3 text-slate-600">Please check your connection and try again.</p>
      <Button variant="outline" className="mt-6" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        Try Again
      </Button>
    </div>
  );
}

/**
 * /admin and /admin/{tab}, loaded lazily (app/routes.tsx): this module and its imports are the admin
 * chunk. The logged-in state comes only from GET /api/admin/me; any 401 from an admin call ends it
 * (watchAdminSession), and the login screen shows at whatever admin URL the user is on.
 */
export function AdminApp() {
  const { tab } = useParams();
  const queryClient = useQueryClient();
  const me = useAdminMe();
  const signedIn = me.data ? true : me.data === null ? false : null;
  // Whether a login screen or dashboard was already shown: the next one takes the focus.
  const shownBefore = useRef(false);
  const autoFocus = shownBefore.current;

  useEffect(() => watchAdminSession(queryClient), [queryClient]);

  useEffect(() => {
    if (signedIn !== null) shownBefore.current = true;
    // Logged out: the dashboard is gone, so its answers can be dropped without being fetched again.
    if (signedIn === false) clearAdminData(queryClient);
  }, [signedIn, queryClient]);

  useEffect(() => {
    document.title = signedIn ? `Admin Dashboard | ${brandName}` : `Admin Login | ${brandName}`;
  }, [signedIn]);

  if (me.isPending) return <PageLoading />;
  if (me.isError) return <SessionError onRetry={() => me.refetch()} retrying={me.isFetching} />;
  if (me.data === null) return <LoginScreen autoFocus={autoFocus} />;
  return <AdminDashboard me={me.data} tab={tab} autoFocus={autoFocus} />;
}
