// Every route of the spec's route table (§2), in one place.
export const paths = {
  home: '/',
  products: '/all-products',
  blogs: '/blogs',
  portfolio: '/portfolio',
  contact: '/contact',
  login: '/login',
  signUp: '/sign-up',
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  payment: (orderId: string | number) => `/payment/${orderId}`,
  confirmPurchase: (toolId: string | number) => `/confirm-purchase/${toolId}`,
  cart: '/cart',
  tool: (toolId: string | number) => `/tool/${toolId}`,
  editProfile: '/edit-profile',
  inventory: '/inventory',
  dashboard: {
    root: '/dashboard',
    myOrders: '/dashboard/my-orders',
    addReview: '/dashboard/add-review',
    myProfile: '/dashboard/my-profile',
    manageOrders: '/dashboard/manage-orders',
    addProduct: '/dashboard/add-product',
    makeAdmin: '/dashboard/make-admin',
    manageProduct: '/dashboard/manage-product',
    outbox: '/dashboard/outbox',
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
