import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RootLayout } from '@/app/layout/root-layout';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { LoginPage } from '@/features/auth/components/login-page';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';
import { SignUpPage } from '@/features/auth/components/sign-up-page';
import { VerifyEmailPage } from '@/features/auth/components/verify-email-page';
import { BlogsPage } from '@/features/blogs/components/blogs-page';
import { ProductsPage } from '@/features/catalogue/components/products-page';
import { ContactPage } from '@/features/contact/components/contact-page';
import { HomePage } from '@/features/home/components/home-page';
import { PortfolioPage } from '@/features/portfolio/components/portfolio-page';
import { DashboardLayout } from '@/features/dashboard/components/dashboard-layout';
import { DashboardWelcome } from '@/features/dashboard/components/welcome';
import { NotFoundPage } from '@/features/misc/not-found-page';
import { EditProfile } from '@/features/profile/components/edit-profile';
import { ConfirmPurchasePage } from '@/features/orders/components/confirm-purchase-page';
import { MyOrdersPage } from '@/features/orders/components/my-orders-page';
import { PaymentPage } from '@/features/payment/components/payment-page';
import { MyProfile } from '@/features/profile/components/my-profile';
import { AddReviewPage } from '@/features/reviews/components/add-review-page';
import { RequireAdmin, RequireAuth, RequireNonAdmin } from '@/lib/guards';


// The admin screens are fetched only when an admin opens them.
const ManageOrdersPage = lazy(() => import('@/features/admin/components/manage-orders-page').then((m) => ({ default: m.ManageOrdersPage })));
const AddProductPage = lazy(() => import('@/features/admin/components/add-product-page').then((m) => ({ default: m.AddProductPage })));
const MakeAdminPage = lazy(() => import('@/features/admin/components/make-admin-page').then((m) => ({ default: m.MakeAdminPage })));
const ManageProductsPage = lazy(() => import('@/features/admin/components/manage-products-page').then((m) => ({ default: m.ManageProductsPage })));

const admins = (page: ReactNode) => (
  <RequireAdmin>
    <Suspense fallback={<Spinner label="Loading…" />}>{page}</Suspense>
  </RequireAdmin>
);

// The spec's route table (§2) with its guards (§6).
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.products, element: <ProductsPage /> },
      { path: paths.blogs, element: <BlogsPage /> },
      { path: paths.portfolio, element: <PortfolioPage /> },
      { path: paths.contact, element: <ContactPage /> },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.signUp, element: <SignUpPage /> },
      { path: paths.verifyEmail, element: <VerifyEmailPage /> },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },
      {
        path: '/payment/:id?',
        element: (
          <RequireNonAdmin>
            <PaymentPage />
          </RequireNonAdmin>
        ),
      },
      {
        path: '/confirm-purchase/:id',
        element: (
          <RequireNonAdmin>
            <ConfirmPurchasePage />
          </RequireNonAdmin>
        ),
      },
      {
        path: paths.editProfile,
        element: (
          <RequireAuth>
            <EditProfile />
          </RequireAuth>
        ),
      },
      // Named in the old site's navigation without a screen: the catalogue is the inventory.
      { path: paths.inventory, element: <Navigate to={paths.products} replace /> },
      {
        path: paths.dashboard.root,
        element: (
          <RequireAuth>
            <DashboardLayout />
          </RequireAuth>
        ),
        children: [
          { index: true, element: <DashboardWelcome /> },
          {
            path: 'my-orders',
            element: (
              <RequireNonAdmin>
                <MyOrdersPage />
              </RequireNonAdmin>
            ),
          },
          {
            path: 'add-review',
            element: (
              <RequireNonAdmin>
                <AddReviewPage />
              </RequireNonAdmin>
            ),
          },
          { path: 'my-profile', element: <MyProfile /> },
          { path: 'manage-orders', element: admins(<ManageOrdersPage />) },
          { path: 'add-product', element: admins(<AddProductPage />) },
          { path: 'make-admin', element: admins(<MakeAdminPage />) },
          { path: 'manage-product', element: admins(<ManageProductsPage />) },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
