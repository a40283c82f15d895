import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, NavLink, useLocation, useNavigate, type Location } from 'react-router-dom';
import { paths } from '@/config/paths';
import { displayName, useAuth } from '@/lib/auth';
import { useCart } from '@/lib/cart';
import { messages } from '@/lib/model';

const links = [
  { to: paths.home, label: 'Home' },
  { to: paths.products, label: 'Products' },
  { to: paths.blogs, label: 'Blogs' },
  { to: paths.portfolio, label: 'My Portfolio' },
  { to: paths.contact, label: 'Contact Us' },
];

export function Navbar() {
  const location = useLocation();
  const { pathname } = location;
  // The phone menu is open for the page it was opened on: a tap on a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const navigate = useNavigate();
  const { user, signOut } = useAuth();
  const cart = useCart();

  // Sign out returns to where the user came from, else to the login page (spec §4).
  function handleSignOut() {
    signOut();
    toast.success(messages.SIGNED_OUT);
    const from = (location.state as { from?: Location } | null)?.from;
    void navigate(from ? from.pathname : paths.login);
  }

  return (
    <header className="navbar">
      <div className="container navbar__inner">
        <Link to={paths.home} className="brand" aria-label={`${messages.SHOP_NAME}, home`}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{messages.SHOP_NAME}</span>
        </Link>
        <button
          type="button"
          className="navbar__toggle"
          aria-expanded={open}
          aria-controls="main-menu"
          onClick={() => setOpen(!open)}
        >
          <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
          <span aria-hidden="true">{open ? '✕' : '☰'}</span>
        </button>
        <nav id="main-menu" className={open ? 'navbar__menu navbar__menu--open' : 'navbar__menu'} aria-label="Main">
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className="navbar__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
            {cart.offered && (
              <li>
                <NavLink to={paths.cart} className="navbar__link navbar__cart" aria-label={`Cart, ${cart.lines.length} ${cart.lines.length === 1 ? 'tool' : 'tools'}`}>
                  <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                    <circle cx="9" cy="20" r="1.5" />
                    <circle cx="18" cy="20" r="1.5" />
                    <path d="M2 3h3l2.6 12.2a1.5 1.5 0 0 0 1.5 1.2h8.8a1.5 1.5 0 0 0 1.5-1.1L21 7H6" />
                  </svg>
                  <span className="navbar__cart-count" aria-hidden="true">
                    {cart.lines.length}
                  </span>
                </NavLink>
              </li>
            )}
            {user && (
              <li>
                <NavLink to={paths.dashboard.myProfile} className="navbar__link">
                  Dashboard
                </NavLink>
              </li>
            )}
            {user ? (
              <li className="navbar__account">
                <span className="navbar__hello">Hello, {displayName(user)}</span>
                <button type="button" className="button button--small" onClick={handleSignOut}>
                  Sign Out
                </button>
              </li>
            ) : (
              <li>
                <NavLink to={paths.login} className="button button--small">
                  Login
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
