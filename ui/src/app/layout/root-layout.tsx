import { Suspense, useEffect, useRef } from 'react';
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
  useFocusOnNewPage(pathname);

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

/** How long a new page's heading is looked for: a screen's code may still be loading. */
const HEADING_WAIT_FRAMES = 180;

/**
 * After a navigation (not the first page), focus moves to the new page's heading, so a screen
 * reader announces where the buyer is and the keyboard starts from there.
 */
function useFocusOnNewPage(pathname: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let frames = 0;
    let frame = 0;
    const look = () => {
      const heading = document.querySelector<HTMLElement>('#main h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        return;
      }
      frames += 1;
      if (frames < HEADING_WAIT_FRAMES) frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
