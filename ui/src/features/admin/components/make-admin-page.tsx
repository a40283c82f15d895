import { useAuth } from '@/lib/auth';
import { messages } from '@/lib/model';
import { useMutation } from '@/lib/use-mutation';
import { useTitle } from '@/lib/use-title';
import { makeAdmin, removeAdmin, useAccounts, useAdmins } from '../api/admins';
import { AdminTable } from './admin-table';

/** Make Admin: every account with 'Make Admin', and the admins with Remove. */
export function MakeAdminPage() {
  useTitle('Make Admin');
  const { user: me } = useAuth();
  const users = useAccounts();
  const admins = useAdmins();
  const { running, run } = useMutation();

  async function change(email: string, method: 'PUT' | 'DELETE') {
    const [action, success] = method === 'PUT' ? [makeAdmin, messages.ADMIN_ADDED] : [removeAdmin, messages.ADMIN_REMOVED];
    if (await run(`${method} ${email}`, () => action(email), { success })) {
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
                  disabled={running === `PUT ${user.email}`}
                  onClick={() => change(user.email, 'PUT')}
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
              <button
                type="button"
                className="button button--small button--danger"
                aria-label={`Remove ${admin.email} from admins`}
                disabled={running === `DELETE ${admin.email}`}
                onClick={() => change(admin.email, 'DELETE')}
              >
                Remove
              </button>
            </td>
          </tr>
        )}
      />
    </section>
  );
}
