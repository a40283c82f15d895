// Where each screen is, from the one route table (`shared/src/screens.rs`, generated into
// `@/generated/screens`): fixed paths as they are, a record's screen as a function of its id.
import { generatePath } from 'react-router-dom';
import { screens } from '@/generated/screens';

const of = (path: string) => (id: string | number) => generatePath(path, { id: String(id) });

export const paths = {
  home: screens.home,
  products: screens.products,
  blogs: screens.blogs,
  portfolio: screens.portfolio,
  contact: screens.contact,
  login: screens.login,
  signUp: screens.signUp,
  verifyEmail: screens.verifyEmail,
  resetPassword: screens.resetPassword,
  payment: of(screens.payment),
  confirmPurchase: of(screens.confirmPurchase),
  cart: screens.cart,
  tool: of(screens.tool),
  editProfile: screens.editProfile,
  inventory: screens.inventory,
  dashboard: {
    root: screens.dashboard,
    myOrders: screens.myOrders,
    addReview: screens.addReview,
    myProfile: screens.myProfile,
    manageOrders: screens.manageOrders,
    addProduct: screens.addProduct,
    makeAdmin: screens.makeAdmin,
    manageProduct: screens.manageProduct,
    outbox: screens.outbox,
  },
} as const;

/** The public paths on which the top navbar shows (spec §2, navigation), and tool pages. */
export const showsNavbar = (pathname: string) => navbarPaths.includes(pathname) || pathname.startsWith('/tool/');

const navbarPaths: readonly string[] = [
  paths.home,
  paths.products,
  paths.blogs,
  paths.portfolio,
  paths.contact,
  paths.login,
  paths.signUp,
  paths.verifyEmail,
  paths.resetPassword,
  paths.cart,
];
