// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, setUpAppTests } from '@/testing/app';
import { fakeApi } from '@/testing/fake-api';

const bearing = {
  _id: 11,
  toolName: 'Deep Groove Ball Bearing 6205-2RS',
  toolImage: '/api/images/bearing.svg',
  toolDescription:
    'Sealed deep groove ball bearing, 25 mm bore, 52 mm outside diameter, 15 mm wide, pre-greased for motors, pumps, fans and conveyors on the shop floor.',
  toolPrice: 165,
  minOrder: 100,
  availableQuantity: 10000,
  createdAt: 0,
  priceTiers: [{ minQuantity: 500, unitPrice: 150 }],
};
const review = { _id: 5, user: 'Karim', userImage: null, review: 'Runs quiet in our pumps.', rating: 4, toolName: bearing.toolName, createdAt: 0 };

setUpAppTests();

describe("a tool's page", () => {
  it('shows the whole description, the price breaks, the reviews and the ways to order', async () => {
    fakeApi({
      '/tools/11': () => ({ status: 200, body: bearing }),
      '/tools/11/reviews': () => ({ status: 200, body: [review] }),
    });
    renderApp('/tool/11');

    expect(await screen.findByRole('heading', { level: 1, name: bearing.toolName })).toBeTruthy();
    expect(screen.getByText(bearing.toolDescription)).toBeTruthy();
    // From the minimum order, not from one piece.
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['PiecesPrice per piece', '100–499Tk.\u00a0165', '500+Tk.\u00a0150']);
    expect(await screen.findByText('Runs quiet in our pumps.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Confirm Order' }).getAttribute('href')).toBe('/confirm-purchase/11');

    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([{ toolId: 11, quantity: 100 }]);
    expect(document.title).toContain(bearing.toolName);
  });

  it('says when the tool is not in the catalogue', async () => {
    fakeApi({});
    renderApp('/tool/999');

    expect(await screen.findByRole('heading', { name: 'This tool is not in the catalogue' })).toBeTruthy();
  });
});
