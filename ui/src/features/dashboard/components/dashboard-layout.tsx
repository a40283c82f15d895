import { useTranslation } from 'react-i18next';
import { Suspense, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { LanguageSwitch } from '@/components/language-switch';
import { Spinner } from '@/components/spinner';
import { screens } from '@/config/paths';
import { displayName, useAuth } from '@/lib/auth';
import { useWords } from '@/lib/use-words';

const buyerSections = [
  { to: screens.myOrders, label: 'DASH_MY_ORDERS' },
  { to: screens.addReview, label: 'DASH_ADD_REVIEW' },
] as const;
const adminSections = [
  { to: screens.dashboard, label: 'DASH_OVERVIEW' },
  { to: screens.manageOrders, label: 'DASH_MANAGE_ORDERS' },
  { to: screens.cod, label: 'DASH_COD' },
  { to: screens.deliveryCharges, label: 'DASH_DELIVERY_CHARGES' },
  { to: screens.addProduct, label: 'DASH_ADD_PRODUCT' },
  { to: screens.makeAdmin, label: 'DASH_MAKE_ADMIN' },
  { to: screens.manageProduct, label: 'DASH_MANAGE_PRODUCT' },
  { to: screens.manageCategories, label: 'DASH_CATEGORIES' },
  { to: screens.inbox, label: 'DASH_INBOX' },
  { to: screens.outbox, label: 'DASH_OUTBOX' },
  { to: screens.shopTexts, label: 'DASH_SHOP_TEXTS' },
] as const;

/**
 * The dashboard: a sidebar of sections by role beside the chosen section. At 768 px and
 * below the sidebar folds away behind 'Show Sections' / 'Hide Sections' (spec §2).
 */
export function DashboardLayout() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { pathname } = useLocation();
  // The folded sidebar is open for the section it was opened on: choosing one closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const isAdmin = user?.role === 'admin';
  const adminWords = useWords('admin', isAdmin);
  // The company's section is named in the words of buying.
  const buyingWords = useWords('buying', Boolean(user) && !isAdmin);
  if (!user) return null;
  // An admin's first section is the overview, their dashboard's home.
  const sections = [
    ...(isAdmin ? adminSections.slice(0, 1) : buyerSections),
    { to: screens.myProfile, label: 'DASH_MY_PROFILE' as const },
    ...(!isAdmin && buyingWords ? [{ to: screens.company, label: 'COMPANY_TITLE' as const }] : []),
    ...(isAdmin ? adminSections.slice(1) : []),
  ];

  return (
    <div className="dashboard">
      <div className="dashboard__bar">
        <span className="dashboard__who">
          {displayName(user)} · {isAdmin ? t('DASH_ADMIN') : t('DASH_BUYER')}
        </span>
        <LanguageSwitch />
        <button
          type="button"
          className="button button--small dashboard__toggle"
          aria-expanded={open}
          aria-controls="dashboard-sections"
          onClick={() => setOpen(!open)}
        >
          {open ? t('DASH_HIDE') : t('DASH_SHOW')}
        </button>
      </div>
      <nav
        id="dashboard-sections"
        aria-label={t('DASH_LABEL')}
        className={open ? 'dashboard__sidebar dashboard__sidebar--open' : 'dashboard__sidebar'}
      >
        <NavLink to={screens.home} className="dashboard__home">
          {t('DASH_BACK')}
        </NavLink>
        <LanguageSwitch />
        <ul>
          {sections.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} end={section.to === screens.dashboard} className="dashboard__link">
                {t(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="dashboard__content">
        <Suspense fallback={<Spinner />}>{isAdmin && !adminWords ? <Spinner /> : <Outlet />}</Suspense>
      </div>
    </div>
  );
}
