import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth';
import { CartProvider } from '@/lib/cart';

/** Renders a component inside a router and the app's providers (session, cart), at `path`. */
export function renderWithRouter(element: ReactElement, path = '/') {
  return render(
    <AuthProvider>
      <CartProvider>
        <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
      </CartProvider>
    </AuthProvider>,
  );
}
