// Generated from shared/src/screens.rs by `UPDATE_TYPESCRIPT=1 cargo test -p shared --test typescript`.
/** Every screen of the UI by its path, as React Router writes it: the one route table. */
export const screens = {
  home: '/',
  products: '/all-products',
  blogs: '/blogs',
  portfolio: '/portfolio',
  contact: '/contact',
  terms: '/terms',
  login: '/login',
  signUp: '/sign-up',
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  cart: '/cart',
  tool: '/tool/:id',
  payment: '/payment/:id?',
  confirmPurchase: '/confirm-purchase/:id',
  editProfile: '/edit-profile',
  inventory: '/inventory',
  dashboard: '/dashboard',
  myOrders: '/dashboard/my-orders',
  order: '/dashboard/orders/:id',
  addReview: '/dashboard/add-review',
  myProfile: '/dashboard/my-profile',
  manageOrders: '/dashboard/manage-orders',
  addProduct: '/dashboard/add-product',
  makeAdmin: '/dashboard/make-admin',
  manageProduct: '/dashboard/manage-product',
  outbox: '/dashboard/outbox',
  inbox: '/dashboard/inbox',
  shopTexts: '/dashboard/shop-texts',
} as const;

export type ScreenName = keyof typeof screens;
