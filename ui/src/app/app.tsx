import { Toaster } from 'react-hot-toast';
import { RouterProvider } from 'react-router-dom';
import { router } from '@/app/router';
import { AuthProvider } from '@/lib/auth';

// Toast timings from the spec (§4): errors and plain toasts 4 s, successes 2 s, loading
// toasts until dismissed. react-hot-toast keeps at most 20, the spec's limit, by itself.
const toastOptions = {
  duration: 4000,
  success: { duration: 2000 },
  error: { duration: 4000 },
  loading: { duration: Infinity },
};

export function App() {
  return (
    <AuthProvider>
      <RouterProvider router={router} />
      <Toaster position="top-center" toastOptions={toastOptions} />
    </AuthProvider>
  );
}
