// Route guards, exactly as the spec's §6 describes them. The server enforces the same rules on
// every call; these only keep people from screens they cannot use.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/spinner';
import { screens } from '@/config/paths';
import { call } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { words } from '@/lib/i18n';

/** Signed-in users only; anyone else goes to /login and comes back after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  if (user === undefined) return <Spinner />;
  if (!user) return <Navigate to={screens.login} replace state={{ from: location }} />;
  return children;
}

/** Buyers' pages: an admin is sent home with 'You are an admin!'. */
export function RequireNonAdmin({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const warned = useRef(false);
  useEffect(() => {
    if (isAdmin && !warned.current) {
      warned.current = true;
      toast.error(words.YOU_ARE_AN_ADMIN);
    }
  }, [isAdmin]);
  return <RequireAuth>{isAdmin ? <Navigate to={screens.home} replace /> : children}</RequireAuth>;
}

/**
 * Admins' pages need the server's word at the moment they open. Without it the user is signed
 * out and sent to /login, keeping the page to come back to.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, signOut } = useAuth();
  const location = useLocation();
  const [verdict, setVerdict] = useState<'checking' | 'admin' | 'refused'>('checking');

  useEffect(() => {
    if (!user) return;
    let current = true;
    call('GET /admin/{email}', { params: { email: user.email } })
      .then((reply) => current && setVerdict(reply.admin ? 'admin' : 'refused'))
      .catch(() => current && setVerdict('refused'));
    return () => {
      current = false;
    };
  }, [user]);

  useEffect(() => {
    if (verdict === 'refused') signOut();
  }, [verdict, signOut]);

  if (user === undefined || (user && verdict === 'checking')) return <Spinner />;
  if (!user || verdict === 'refused') return <Navigate to={screens.login} replace state={{ from: location }} />;
  return children;
}

/**
 * One address, two screens: `admin` for an admin (who may open it, as [`RequireAdmin`]
 * checks), `other` for everyone else — the dashboard's home is the overview for admins.
 */
export function ForAdmins({ admin, other }: { admin: ReactNode; other: ReactNode }) {
  const { user } = useAuth();
  return user?.role === 'admin' ? <RequireAdmin>{admin}</RequireAdmin> : other;
}
