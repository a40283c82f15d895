import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RootLayout } from '@/app/layout/root-layout';
import { paths } from '@/config/paths';
import { SignUpPage } from '@/features/auth/components/sign-up-page';
import { ComingSoon } from '@/features/misc/coming-soon';
import { NotFoundPage } from '@/features/misc/not-found-page';

const soon = (title: string) => <ComingSoon title={title} />;

// The spec's route table (§2). Screens still to be built say so plainly; each feature
// issue replaces its placeholder.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home, element: soon('Home') },
      { path: paths.products, element: soon('Our Tools') },
      { path: paths.blogs, element: soon('Blogs') },
      { path: paths.portfolio, element: soon('Portfolio') },
      { path: paths.contact, element: soon('Contact Us') },
      { path: paths.login, element: soon('Login') },
      { path: paths.signUp, element: <SignUpPage /> },
      { path: '/payment/:id', element: soon('Payment') },
      { path: '/payment', element: soon('Payment') },
      { path: '/confirm-purchase/:id', element: soon('Confirm Your Purchase') },
      { path: paths.editProfile, element: soon('Update Your Profile') },
      // Named in the old site's navigation without a screen: the catalogue is the inventory.
      { path: paths.inventory, element: <Navigate to={paths.products} replace /> },
      {
        path: paths.dashboard.root,
        children: [
          { index: true, element: soon('Welcome To Your Dashboard') },
          { path: 'my-orders', element: soon('My Orders') },
          { path: 'add-review', element: soon('Give Your Valuable Reviews Here') },
          { path: 'my-profile', element: soon('My Profile') },
          { path: 'manage-orders', element: soon('Manage The Orders') },
          { path: 'add-product', element: soon('Add A Product In Our Database') },
          { path: 'make-admin', element: soon('Make Admin') },
          { path: 'manage-product', element: soon('Manage Products') },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
