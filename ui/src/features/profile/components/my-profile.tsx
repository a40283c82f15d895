import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { paths } from '@/config/paths';
import { displayName, useAuth } from '@/lib/auth';

import { useMutation } from '@/lib/use-mutation';
import { useTitle } from '@/lib/use-title';
import { signOutEverywhere } from '../api/profile';
import { DEFAULT_PHOTO } from '@/config/pictures';
import { words } from '@/lib/i18n';

/** Unset profile fields read 'N/A' (spec §3). */
const orNA = (value: string | null) => value || 'N/A';

export function MyProfile() {
  useTitle('My Profile');
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const { busy, run } = useMutation();
  if (!user) return null;

  async function endAll() {
    const ended = await run('end-all', signOutEverywhere, { success: words.SIGNED_OUT_EVERYWHERE });
    setAsking(false);
    if (!ended) return;
    signOut();
    void navigate(paths.login, { replace: true });
  }

  const rows: [string, string | null][] = [
    ['Name', user.displayName],
    ['Email', user.email],
    ['Institution', user.institution],
    ['Phone', user.phoneNumber],
    ['Address', user.address],
    ['Date of birth', user.dateOfBirth],
  ];
  return (
    <section className="profile card">
      <h1>My Profile</h1>
      <img
        className="profile__photo"
        src={user.photoURL || DEFAULT_PHOTO}
        alt={`Photo of ${displayName(user)}`}
        width={120}
        height={120}
      />
      <dl className="profile__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{orNA(value)}</dd>
          </div>
        ))}
      </dl>
      <div className="profile__actions">
        <Link to={paths.editProfile} className="button">
          Edit Profile
        </Link>
        <button type="button" className="button button--outline" onClick={() => setAsking(true)}>
          Sign out on every device
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title="Sign out on every device?"
        confirmLabel="Sign out everywhere"
        cancelLabel="Cancel"
        busy={busy}
        onConfirm={endAll}
        onCancel={() => setAsking(false)}
      >
        <p>Every browser signed in to this account, this one included, must sign in again. Use it if a device was lost or shared.</p>
      </ConfirmDialog>
    </section>
  );
}
