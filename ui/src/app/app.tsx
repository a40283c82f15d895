import { useEffect, useLayoutEffect } from 'react';
import { Toaster } from 'react-hot-toast';
import { RouterProvider } from 'react-router-dom';
import { router } from '@/app/router';
import { AuthProvider } from '@/lib/auth';
import { repeatEarlyInput, restoreEarlyInput } from '@/lib/early-input';
import { forgetFirstAnswer } from '@/lib/first-data';

// Toast timings from the spec (§4): errors and plain toasts 4 s, successes 2 s, loading
// toasts until dismissed. react-hot-toast keeps at most 20, the spec's limit, by itself.
const toastOptions = {
  duration: 4000,
  success: { duration: 2000 },
  error: { duration: 4000 },
  loading: { duration: Infinity },
};

export function App() {
  // The first render has replaced the server's drawing (`src/start.ts`): what was pressed or
  // typed on the drawing is repeated at once, before a keystroke can land on nothing, and
  // screens opened from now on load their own data.
  useLayoutEffect(restoreEarlyInput, []);
  useEffect(() => {
    repeatEarlyInput();
    forgetFirstAnswer();
  }, []);

  return (
    <AuthProvider>
      <RouterProvider router={router} />
      {/* At the foot of the screen: a toast never covers the header's cart or menu. */}
      <Toaster position="bottom-center" toastOptions={toastOptions} />
    </AuthProvider>
  );
}
