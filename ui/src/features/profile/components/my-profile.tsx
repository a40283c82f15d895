import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { displayName, useAuth } from '@/lib/auth';
import { useTitle } from '@/lib/use-title';
import { DEFAULT_PHOTO } from '@/config/pictures';

/** Unset profile fields read 'N/A' (spec §3). */
const orNA = (value: string | null) => value || 'N/A';

export function MyProfile() {
  useTitle('My Profile');
  const { user } = useAuth();
  if (!user) return null;
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
      <Link to={paths.editProfile} className="button">
        Edit Profile
      </Link>
    </section>
  );
}
