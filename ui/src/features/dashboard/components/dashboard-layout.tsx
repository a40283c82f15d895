import { Suspense, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { displayName, useAuth } from '@/lib/auth';

const buyerSections = [
  { to: paths.dashboard.myOrders, label: 'My Orders' },
  { to: paths.dashboard.addReview, label: 'Add Review' },
];
const adminSections = [
  { to: paths.dashboard.manageOrders, label: 'Manage Orders' },
  { to: paths.dashboard.addProduct, label: 'Add Product' },
  { to: paths.dashboard.makeAdmin, label: 'Make Admin' },
  { to: paths.dashboard.manageProduct, label: 'Manage Product' },
];

/**
 * The dashboard: a sidebar of sections by role beside the chosen section. At 768 px and
 * below the sidebar folds away behind 'Show Sections' / 'Hide Sections' (spec §2).
 */
export function DashboardLayout() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  // The folded sidebar is open for the section it was opened on: choosing one closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  if (!user) return null;
  const isAdmin = user.role === 'admin';
  const sections = [
    ...(isAdmin ? [] : buyerSections),
    { to: paths.dashboard.myProfile, label: 'My Profile' },
    ...(isAdmin ? adminSections : []),
  ];

  return (
    <div className="dashboard">
      <div className="dashboard__bar">
        <span className="dashboard__who">
          {displayName(user)} · {isAdmin ? 'Admin' : 'Buyer'}
        </span>
        <button
          type="button"
          className="button button--small dashboard__toggle"
          aria-expanded={open}
          aria-controls="dashboard-sections"
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide Sections' : 'Show Sections'}
        </button>
      </div>
      <nav
        id="dashboard-sections"
        aria-label="Dashboard"
        className={open ? 'dashboard__sidebar dashboard__sidebar--open' : 'dashboard__sidebar'}
      >
        <NavLink to={paths.home} className="dashboard__home">
          ← Back to the shop
        </NavLink>
        <ul>
          {sections.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} className="dashboard__link">
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="dashboard__content">
        <Suspense fallback={<Spinner label="Loading…" />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
