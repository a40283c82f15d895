// Where each screen is: the one route table (`shared/src/screens.rs`, generated into
// `@/generated/screens`), and a record's screen for its id.
import { matchPath } from 'react-router-dom';
import { screens } from '@/generated/screens';

export { screens };

/** A record's screen (`screens.tool`, `screens.payment`) for the record `id`. */
export const screenOf = (path: string, id: string | number) => path.replace(/:id\??/, encodeURIComponent(id));

/** Whether `pathname` is one of the shop's screens (any other shows the "not found" page). */
export const isScreen = (pathname: string) => Object.values(screens).some((path) => matchPath(path, pathname) !== null);

/**
 * The paths on which the top navbar shows: the spec's public paths, tool and category pages, and also the
 * payment page and the "not found" page, so a buyer there can still reach the shop.
 */
export const showsNavbar = (pathname: string) =>
  navbarPaths.includes(pathname) || /^\/(tool\/|categor)/.test(pathname) || matchPath(screens.payment, pathname) !== null || !isScreen(pathname);

const navbarPaths: readonly string[] = [
  screens.home,
  screens.products,
  screens.blogs,
  screens.portfolio,
  screens.contact,
  screens.login,
  screens.signUp,
  screens.verifyEmail,
  screens.resetPassword,
  screens.cart,
  screens.terms,
];
