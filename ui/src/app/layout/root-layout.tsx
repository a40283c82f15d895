import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/spinner';
import { Footer } from '@/app/layout/footer';
import { Navbar } from '@/app/layout/navbar';
import { screens, showsNavbar } from '@/config/paths';
import { LanguageSwitch } from '@/components/language-switch';
import { CartProvider } from '@/lib/cart';

/** The chrome around every screen: navbar on the public paths only, footer everywhere. */
export function RootLayout() {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  const showNavbar = showsNavbar(pathname);

  // Navigating to a page starts at its top (spec §2).
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return (
    <CartProvider>
    <div className="page">
      <a className="skip-link" href="#main">
        {t('SKIP_TO_CONTENT')}
      </a>
      {showNavbar && <Navbar />}
      {/* Pages without the navbar (checkout, payment, profile) still offer the language; the
          dashboard has its own. */}
      {!showNavbar && !pathname.startsWith(screens.dashboard) && (
        <div className="container page__language">
          <LanguageSwitch className="button button--small language-switch language-switch--light" />
        </div>
      )}
      {/* Keyed by language: a switch redraws the screen in the new language at once. */}
      <main id="main" className="page__main" tabIndex={-1} key={i18n.language}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
    </CartProvider>
  );
}
