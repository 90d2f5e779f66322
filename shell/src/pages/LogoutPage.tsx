import { useEffect } from 'react';
import { Spinner, routePath } from '@member-site/shared';
import { finishProgress } from '../app/progress';
import { useShell } from '../app/shell-context';

/** /logout: ends the session on the server and here, then goes to the landing page. */
export function LogoutPage() {
  const { session, navigate } = useShell();
  useEffect(() => {
    let active = true;
    void session.logout().finally(() => {
      finishProgress();
      if (active) navigate(routePath('index'), { replace: true });
    });
    return () => {
      active = false;
    };
  }, [session, navigate]);
  return <Spinner label="กำลังออกจากระบบ" />;
}
