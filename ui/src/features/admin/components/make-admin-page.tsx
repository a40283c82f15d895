import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ShowMore } from '@/components/show-more';
import { useAuth } from '@/lib/auth';

import { useMutation } from '@/lib/use-mutation';
import { useTitle } from '@/lib/use-title';
import { makeAdmin, removeAdmin, useAccounts, useAdmins } from '../api/admins';
import { AdminTable } from './admin-table';
import { formatCount, words } from '@/lib/i18n';

/** A change of role waiting for the admin's yes. */
interface RoleChange {
  email: string;
  promote: boolean;
}

/** Make Admin: every account with 'Make Admin', and the admins with Remove; both asked first. */
export function MakeAdminPage() {
  const { t } = useTranslation();
  useTitle(t('DASH_MAKE_ADMIN'));
  const { user: me } = useAuth();
  const users = useAccounts();
  const admins = useAdmins();
  const { busy, run } = useMutation();
  const [asking, setAsking] = useState<RoleChange | null>(null);

  async function confirm() {
    if (!asking) return;
    const { email, promote } = asking;
    const [action, success] = promote ? [makeAdmin, words.ADMIN_ADDED] : [removeAdmin, words.ADMIN_REMOVED];
    const changed = await run('role', () => action(email), { success });
    setAsking(null);
    if (changed) {
      users.reload();
      admins.reload();
    }
  }

  return (
    <section>
      <h1>{t('DASH_MAKE_ADMIN')}</h1>
      <h2>{t('ALL_USERS')}</h2>
      <AdminTable
        caption={t('ALL_USERS')}
        columns={[t('COL_NO'), t('COL_EMAIL'), t('COL_ROLE')]}
        rows={users.items}
        loading={users.loading}
        error={users.error}
        onRetry={users.reload}
        empty={t('NO_ACCOUNTS')}
        row={(user, index) => (
          <tr key={user.email}>
            <td>{formatCount(index + 1)}</td>
            <td>{user.email}</td>
            <td>
              {user.role === 'admin' ? (
                <strong>{t('DASH_ADMIN')}</strong>
              ) : (
                <button
                  type="button"
                  className="button button--small"
                  aria-label={t('MAKE_ADMIN_NAMED', { email: user.email })}
                  onClick={() => setAsking({ email: user.email, promote: true })}
                >
                  {t('DASH_MAKE_ADMIN')}
                </button>
              )}
            </td>
          </tr>
        )}
      />
      <ShowMore list={users} />
      <h2>{t('ADMINS')}</h2>
      <AdminTable
        caption={t('ADMINS')}
        columns={[t('COL_NO'), t('COL_EMAIL'), t('COL_ROLE'), t('COL_REMOVE')]}
        rows={admins.items}
        loading={admins.loading}
        error={admins.error}
        onRetry={admins.reload}
        empty={t('NO_ADMINS')}
        row={(admin, index) => (
          <tr key={admin.email}>
            <td>{formatCount(index + 1)}</td>
            <td>
              {admin.email}
              {admin.email === me?.email && <span className="muted small">{t('YOU_MARK')}</span>}
            </td>
            <td>{t('DASH_ADMIN')}</td>
            <td>
              {admin.email === me?.email ? (
                // The server refuses it anyway; offering it would only lead to a refusal.
                <span className="muted small">{t('CANNOT_REMOVE_SELF')}</span>
              ) : (
                <button
                  type="button"
                  className="button button--small button--danger"
                  aria-label={t('REMOVE_FROM_ADMINS_NAMED', { email: admin.email })}
                  onClick={() => setAsking({ email: admin.email, promote: false })}
                >
                  {t('REMOVE')}
                </button>
              )}
            </td>
          </tr>
        )}
      />
      <ShowMore list={admins} />
      <ConfirmDialog
        open={asking !== null}
        title={asking?.promote ? t('MAKE_ADMIN_Q', { email: asking.email }) : t('REMOVE_ADMIN_Q', { email: asking?.email ?? '' })}
        confirmLabel={asking?.promote ? t('DASH_MAKE_ADMIN') : t('REMOVE')}
        cancelLabel={t('CANCEL')}
        busy={busy}
        tone={asking?.promote ? 'primary' : 'danger'}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        <p>
          {asking?.promote ? t('PROMOTE_HINT') : t('DEMOTE_HINT')}
        </p>
      </ConfirmDialog>
    </section>
  );
}
