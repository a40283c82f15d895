import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, NavLink, useLocation, useNavigate, type Location } from 'react-router-dom';
import { screens } from '@/config/paths';
import { displayName, useAuth } from '@/lib/auth';
import { useCart } from '@/lib/cart';
import { LanguageSwitch } from '@/components/language-switch';
import { formatCount, formatMoney, words } from '@/lib/i18n';
import { useCartTotal } from '@/features/cart/api/cart-tools';

const links = [
  { to: screens.home, label: 'NAV_HOME' },
  { to: screens.products, label: 'NAV_PRODUCTS' },
  { to: screens.blogs, label: 'NAV_BLOGS' },
  { to: screens.portfolio, label: 'NAV_PORTFOLIO' },
  { to: screens.contact, label: 'NAV_CONTACT' },
] as const;

export function Navbar() {
  const { t } = useTranslation();
  const location = useLocation();
  const { pathname } = location;
  // The phone menu is open for the page it was opened on: a tap on a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const navigate = useNavigate();
  const { user, signOut } = useAuth();
  const cart = useCart();
  const cartTotal = useCartTotal(cart.lines);

  // Sign out returns to where the user came from, else to the login page (spec §4).
  function handleSignOut() {
    signOut();
    toast.success(words.SIGNED_OUT);
    const from = (location.state as { from?: Location } | null)?.from;
    void navigate(from ? from.pathname : screens.login);
  }

  return (
    <header className="navbar">
      <div className="container navbar__inner">
        <Link to={screens.home} className="brand" aria-label={t('NAV_HOME_LINK', { shop: t('SHOP_NAME') })}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{t('SHOP_NAME')}</span>
        </Link>
        {/* Beside the menu's button on a phone, after the links on a wide screen: always in sight. */}
        <div className="navbar__end">
          {cart.offered && (
            <NavLink
              to={screens.cart}
              className="navbar__link navbar__cart"
              aria-label={
                cartTotal === undefined
                  ? t('NAV_CART', { count: formatCount(cart.lines.length) })
                  : t('NAV_CART_TOTAL', { count: formatCount(cart.lines.length), total: formatMoney(cartTotal) })
              }
            >
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                <circle cx="9" cy="20" r="1.5" />
                <circle cx="18" cy="20" r="1.5" />
                <path d="M2 3h3l2.6 12.2a1.5 1.5 0 0 0 1.5 1.2h8.8a1.5 1.5 0 0 0 1.5-1.1L21 7H6" />
              </svg>
              <span className="navbar__cart-count" aria-hidden="true">
                {formatCount(cart.lines.length)}
              </span>
              {cartTotal !== undefined && (
                <span className="navbar__cart-total" aria-hidden="true">
                  {formatMoney(cartTotal)}
                </span>
              )}
            </NavLink>
          )}
          <button
            type="button"
            className="navbar__toggle"
            aria-expanded={open}
            aria-controls="main-menu"
            onClick={() => setOpen(!open)}
          >
            <span className="sr-only">{open ? t('NAV_CLOSE_MENU') : t('NAV_OPEN_MENU')}</span>
            <span aria-hidden="true">{open ? '✕' : '☰'}</span>
          </button>
        </div>
        <nav id="main-menu" className={open ? 'navbar__menu navbar__menu--open' : 'navbar__menu'} aria-label={t('NAV_MAIN')}>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className="navbar__link">
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
            {user && (
              <li>
                <NavLink to={screens.myProfile} className="navbar__link">
                  {t('NAV_DASHBOARD')}
                </NavLink>
              </li>
            )}
            {user ? (
              <li className="navbar__account">
                <span className="navbar__hello">{t('NAV_HELLO', { name: displayName(user) })}</span>
                <button type="button" className="button button--small" onClick={handleSignOut}>
                  {t('NAV_SIGN_OUT')}
                </button>
              </li>
            ) : (
              <li>
                <NavLink to={screens.login} className="button button--small">
                  {t('NAV_LOGIN')}
                </NavLink>
              </li>
            )}
            <li>
              <LanguageSwitch />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
