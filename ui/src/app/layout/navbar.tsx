import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { shop } from '@/config/shop';

const links = [
  { to: paths.home, label: 'Home' },
  { to: paths.products, label: 'Products' },
  { to: paths.blogs, label: 'Blogs' },
  { to: paths.portfolio, label: 'My Portfolio' },
  { to: paths.contact, label: 'Contact Us' },
];

export function Navbar() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  // A tap on a link in the phone menu closes it.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <header className="navbar">
      <div className="container navbar__inner">
        <Link to={paths.home} className="brand" aria-label={`${shop.name}, home`}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{shop.name}</span>
        </Link>
        <button
          type="button"
          className="navbar__toggle"
          aria-expanded={open}
          aria-controls="main-menu"
          onClick={() => setOpen((isOpen) => !isOpen)}
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
            <li>
              <NavLink to={paths.login} className="button button--small">
                Login
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
