import { lazy, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PageError } from '@/app/layout/page-error';
import { RootLayout } from '@/app/layout/root-layout';
import { screens } from '@/generated/screens';
import { ProductsPage } from '@/features/catalogue/components/products-page';
import { HomePage } from '@/features/home/components/home-page';
import { ForAdmins, RequireAdmin, RequireAuth, RequireNonAdmin } from '@/lib/guards';
import { loadWords } from '@/lib/i18n';

/**
 * A screen fetched when it is first opened; the layouts' Suspense shows a spinner meanwhile.
 * Only the home page, the listing (both lead with the catalogue, whose request the server
 * preloads) and the chrome around them are in the first download.
 */
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/**
 * A screen of finding a part, which the server may have drawn: the router loads its code and
 * words before drawing it (and `main.tsx` waits for that before the first render), so the
 * first render draws the screen itself, from the answers written into the page, never a
 * spinner in place of the server's drawing.
 */
function findingPage(name: 'CategoryPage' | 'CategoriesPage') {
  return async () => {
    const [module] = await Promise.all([import('@/features/catalogue/components/category-page'), loadWords('finding')]);
    return { Component: module[name] };
  };
}

/** A buyer's screen after the first visit: fetched with the words of buying (`loadWords`). */
function buyingPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(() => Promise.all([load(), loadWords('buying')]).then(([module]) => ({ default: module[name] })));
}

const LoginPage = page(() => import('@/features/auth/components/login-page'), 'LoginPage');
const ConfirmCodPage = buyingPage(() => import('@/features/orders/components/confirm-cod-page'), 'ConfirmCodPage');
const ResetPasswordPage = page(() => import('@/features/auth/components/reset-password-page'), 'ResetPasswordPage');
const SignUpPage = page(() => import('@/features/auth/components/sign-up-page'), 'SignUpPage');
const VerifyEmailPage = page(() => import('@/features/auth/components/verify-email-page'), 'VerifyEmailPage');
const BlogsPage = page(() => import('@/features/blogs/components/blogs-page'), 'BlogsPage');
const ContactPage = page(() => import('@/features/contact/components/contact-page'), 'ContactPage');
const PortfolioPage = page(() => import('@/features/portfolio/components/portfolio-page'), 'PortfolioPage');
const DashboardLayout = page(() => import('@/features/dashboard/components/dashboard-layout'), 'DashboardLayout');
const DashboardWelcome = page(() => import('@/features/dashboard/components/welcome'), 'DashboardWelcome');
const NotFoundPage = page(() => import('@/features/misc/not-found-page'), 'NotFoundPage');
const EditProfile = buyingPage(() => import('@/features/profile/components/edit-profile'), 'EditProfile');
const ToolPage = page(() => import('@/features/catalogue/components/tool-page'), 'ToolPage');
const ImportCataloguePage = page(() => import('@/features/admin/components/import-catalogue-page'), 'ImportCataloguePage');
const ManageCategoriesPage = page(() => import('@/features/admin/components/manage-categories-page'), 'ManageCategoriesPage');
const CartPage = buyingPage(() => import('@/features/cart/components/cart-page'), 'CartPage');
const ConfirmPurchasePage = buyingPage(() => import('@/features/orders/components/confirm-purchase-page'), 'ConfirmPurchasePage');
const MyOrdersPage = buyingPage(() => import('@/features/orders/components/my-orders-page'), 'MyOrdersPage');
const OrderPage = buyingPage(() => import('@/features/orders/components/order-page'), 'OrderPage');
const PaymentPage = buyingPage(() => import('@/features/payment/components/payment-page'), 'PaymentPage');
const CompanyScreen = buyingPage(() => import('@/features/company/components/company-screen'), 'CompanyScreen');
const MyProfile = buyingPage(() => import('@/features/profile/components/my-profile'), 'MyProfile');
const AddReviewPage = page(() => import('@/features/reviews/components/add-review-page'), 'AddReviewPage');
const ManageOrdersPage = page(() => import('@/features/admin/components/manage-orders-page'), 'ManageOrdersPage');
const AddProductPage = page(() => import('@/features/admin/components/add-product-page'), 'AddProductPage');
const MakeAdminPage = page(() => import('@/features/admin/components/make-admin-page'), 'MakeAdminPage');
const ManageProductsPage = page(() => import('@/features/admin/components/manage-products-page'), 'ManageProductsPage');
const OverviewPage = page(() => import('@/features/admin/components/overview-page'), 'OverviewPage');
const OutboxPage = page(() => import('@/features/admin/components/outbox-page'), 'OutboxPage');
const InboxPage = page(() => import('@/features/admin/components/inbox-page'), 'InboxPage');
const ShopTextsPage = page(() => import('@/features/admin/components/shop-texts-page'), 'ShopTextsPage');
const CodPage = page(() => import('@/features/admin/components/cod-page'), 'CodPage');
const DeliveryChargesPage = page(() => import('@/features/admin/components/delivery-charges-page'), 'DeliveryChargesPage');
const TermsPage = page(() => import('@/features/legal/components/terms-page'), 'TermsPage');

const admins = (screen: ReactNode) => <RequireAdmin>{screen}</RequireAdmin>;

// The spec's route table (§2), from the one route table (`shared/src/screens.rs`), with its guards
// (§6). `router.test.tsx` holds the routes to that table: each screen drawn, nothing else.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // A screen that fails shows the error inside the layout, whatever the route.
        errorElement: <PageError />,
        children: screenRoutes(),
      },
    ],
  },
];

function screenRoutes(): RouteObject[] {
  return [
    { path: screens.home, element: <HomePage /> },
    { path: screens.products, element: <ProductsPage /> },
    { path: screens.blogs, element: <BlogsPage /> },
    { path: screens.portfolio, element: <PortfolioPage /> },
    { path: screens.contact, element: <ContactPage /> },
    { path: screens.terms, element: <TermsPage /> },
    { path: screens.login, element: <LoginPage /> },
    { path: screens.signUp, element: <SignUpPage /> },
    { path: screens.verifyEmail, element: <VerifyEmailPage /> },
    { path: screens.resetPassword, element: <ResetPasswordPage /> },
    { path: screens.cart, element: <CartPage /> },
    { path: screens.tool, element: <ToolPage /> },
    { path: screens.categories, lazy: findingPage('CategoriesPage') },
    { path: screens.category, lazy: findingPage('CategoryPage') },
    { path: screens.confirmCod, element: <ConfirmCodPage /> },
    {
      path: screens.payment,
      element: (
        <RequireNonAdmin>
          <PaymentPage />
        </RequireNonAdmin>
      ),
    },
    {
      path: screens.confirmPurchase,
      element: (
        <RequireNonAdmin>
          <ConfirmPurchasePage />
        </RequireNonAdmin>
      ),
    },
    {
      path: screens.editProfile,
      element: (
        <RequireAuth>
          <EditProfile />
        </RequireAuth>
      ),
    },
    // Named in the old site's navigation without a screen: the catalogue is the inventory.
    { path: screens.inventory, element: <Navigate to={screens.products} replace /> },
    {
      path: screens.dashboard,
      element: (
        <RequireAuth>
          <DashboardLayout />
        </RequireAuth>
      ),
      children: [
        // The admins' home is the overview; a buyer's the spec's welcome.
        { index: true, element: <ForAdmins admin={<OverviewPage />} other={<DashboardWelcome />} /> },
        {
          path: screens.myOrders,
          element: (
            <RequireNonAdmin>
              <MyOrdersPage />
            </RequireNonAdmin>
          ),
        },
        {
          path: screens.order,
          element: (
            <RequireNonAdmin>
              <OrderPage />
            </RequireNonAdmin>
          ),
        },
        {
          path: screens.addReview,
          element: (
            <RequireNonAdmin>
              <AddReviewPage />
            </RequireNonAdmin>
          ),
        },
        { path: screens.myProfile, element: <MyProfile /> },
        {
          path: screens.company,
          element: (
            <RequireNonAdmin>
              <CompanyScreen />
            </RequireNonAdmin>
          ),
        },
        { path: screens.manageOrders, element: admins(<ManageOrdersPage />) },
        { path: screens.addProduct, element: admins(<AddProductPage />) },
        { path: screens.makeAdmin, element: admins(<MakeAdminPage />) },
        { path: screens.manageProduct, element: admins(<ManageProductsPage />) },
        { path: screens.importCatalogue, element: admins(<ImportCataloguePage />) },
        { path: screens.outbox, element: admins(<OutboxPage />) },
        { path: screens.inbox, element: admins(<InboxPage />) },
        { path: screens.shopTexts, element: admins(<ShopTextsPage />) },
        { path: screens.cod, element: admins(<CodPage />) },
        { path: screens.deliveryCharges, element: admins(<DeliveryChargesPage />) },
        { path: screens.manageCategories, element: admins(<ManageCategoriesPage />) },
      ],
    },
    { path: '*', element: <NotFoundPage /> },
  ];
}

export const router = createBrowserRouter(routes);
