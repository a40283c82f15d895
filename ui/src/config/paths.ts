// Where each screen is: the one route table (`shared/src/screens.rs`, generated into
// `@/generated/screens`), and a record's screen for its id.
import { screens } from '@/generated/screens';

export { screens };

/** A record's screen (`screens.tool`, `screens.payment`) for the record `id`. */
export const screenOf = (path: string, id: string | number) => path.replace(/:id\??/, encodeURIComponent(id));

/** The public paths on which the top navbar shows (spec §2, navigation), and tool pages. */
export const showsNavbar = (pathname: string) => navbarPaths.includes(pathname) || pathname.startsWith('/tool/');

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
];
