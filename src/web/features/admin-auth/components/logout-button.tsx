import { LoaderCircle, LogOut } from 'lucide-react';
import { webMessages } from '#shared/errors';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { isUnauthorized } from '#web/lib/admin-session.ts';
import { useLogout } from '../api/logout.ts';

/** Logout ends the server session and returns to the login screen. */
export function LogoutButton() {
  const logoutMutation = useLogout();
  const onClick = () =>
    logoutMutation.mutate(undefined, {
      onError: (error) => {
        if (isUnauthorized(error)) return;
        toast({
          variant: 'destructive',
          title: webMessages.logoutFailed,
          description: webMessages.checkConnection,
        });
      },
    });
  const pending = logoutMutation.isPending;
  return (
    <Button variant="outline" onClick={onClick} disabled={pending}>
      {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <LogOut aria-hidden="true" />}
      Logout
    </Button>
  );
}
