import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useAuth } from '@/lib/auth';

import { useMutation } from '@/lib/use-mutation';
import { useTitle } from '@/lib/use-title';
import { makeAdmin, removeAdmin, useAccounts, useAdmins } from '../api/admins';
import { AdminTable } from './admin-table';
import { words } from '@/lib/i18n';

/** A change of role waiting for the admin's yes. */
interface RoleChange {
  email: string;
  promote: boolean;
}

/** Make Admin: every account with 'Make Admin', and the admins with Remove; both asked first. */
export function MakeAdminPage() {
  useTitle('Make Admin');
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
      <h1>Make Admin</h1>
      <h2>All users</h2>
      <AdminTable
        caption="All users"
        columns={['No.', 'Email', 'Role']}
        rows={users.data}
        loading={users.loading}
        error={users.error}
        onRetry={users.reload}
        empty="No accounts yet."
        row={(user, index) => (
          <tr key={user.email}>
            <td>{index + 1}</td>
            <td>{user.email}</td>
            <td>
              {user.role === 'admin' ? (
                <strong>Admin</strong>
              ) : (
                <button
                  type="button"
                  className="button button--small"
                  aria-label={`Make Admin: ${user.email}`}
                  onClick={() => setAsking({ email: user.email, promote: true })}
                >
                  Make Admin
                </button>
              )}
            </td>
          </tr>
        )}
      />
      <h2>Admins</h2>
      <AdminTable
        caption="Admins"
        columns={['No.', 'Email', 'Role', 'Remove']}
        rows={admins.data}
        loading={admins.loading}
        error={admins.error}
        onRetry={admins.reload}
        empty="No admins."
        row={(admin, index) => (
          <tr key={admin.email}>
            <td>{index + 1}</td>
            <td>
              {admin.email}
              {admin.email === me?.email && <span className="muted small"> (you)</span>}
            </td>
            <td>Admin</td>
            <td>
              {admin.email === me?.email ? (
                // The server refuses it anyway; offering it would only lead to a refusal.
                <span className="muted small">{words.CANNOT_REMOVE_SELF}</span>
              ) : (
                <button
                  type="button"
                  className="button button--small button--danger"
                  aria-label={`Remove ${admin.email} from admins`}
                  onClick={() => setAsking({ email: admin.email, promote: false })}
                >
                  Remove
                </button>
              )}
            </td>
          </tr>
        )}
      />
      <ConfirmDialog
        open={asking !== null}
        title={asking?.promote ? `Make ${asking.email} an admin?` : `Remove ${asking?.email ?? ''} from admins?`}
        confirmLabel={asking?.promote ? 'Make Admin' : 'Remove'}
        cancelLabel="Cancel"
        busy={busy}
        tone={asking?.promote ? 'primary' : 'danger'}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        <p>
          {asking?.promote
            ? 'They will manage products, stock, every order and the other admins.'
            : 'They keep their account and their orders, and lose the admin pages at once.'}
        </p>
      </ConfirmDialog>
    </section>
  );
}
