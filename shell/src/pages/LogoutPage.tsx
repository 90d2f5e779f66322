import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner, routePath } from '@member-site/shared';
import { finishProgress } from '../app/progress';
import { useShell } from '../app/shell-context';

/** /logout: ends the session on the server and here, then goes to the landing page. */
export function LogoutPage() {
  const { session } = useShell();
  const navigate = useNavigate();
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
