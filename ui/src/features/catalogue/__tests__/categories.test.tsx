// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, setUpAppTests } from '@/testing/app';
import { fakeApi } from '@/testing/fake-api';

const tree = [
  { slug: 'sensors', name: 'Sensors', nameBn: 'সেন্সর', description: 'Industrial sensors.', toolCount: 2 },
  { slug: 'proximity-sensors', name: 'Proximity Sensors', description: 'Without touching.', parent: 'sensors', toolCount: 2 },
  { slug: 'inductive-sensors', name: 'Inductive Sensors', description: '', parent: 'proximity-sensors', toolCount: 1 },
  { slug: 'photoelectric-sensors', name: 'Photoelectric Sensors', description: '', parent: 'proximity-sensors', toolCount: 1 },
  { slug: 'bearings', name: 'Bearings', description: 'Ball and roller bearings.', toolCount: 0 },
];
const sensor = {
  _id: 4,
  toolName: 'Inductive Proximity Sensor M18',
  toolImage: '/api/images/sensor.svg',
  toolDescription: 'An M18 inductive proximity sensor.',
  toolPrice: 1450,
  minOrder: 5,
  availableQuantity: 200,
  createdAt: 0,
  vatRate: 1500,
  weightGrams: 120,
  partNumber: 'PS-M18-N8',
  brand: 'Shilpo',
  category: 'inductive-sensors',
  priceTiers: [],
};

setUpAppTests();

describe('the category tree', () => {
  it('lists each top category with what is inside it and how many tools each holds', async () => {
    fakeApi({ '/categories': () => ({ status: 200, body: tree }) });
    renderApp('/categories');

    const sensors = (await screen.findByRole('link', { name: 'Sensors' })).closest('article')!;
    expect(within(sensors).getByText('2 tools')).toBeTruthy();
    expect(within(sensors).getByRole('link', { name: 'Inductive Sensors' }).getAttribute('href')).toBe('/category/inductive-sensors');
    expect(screen.getByRole('link', { name: 'Bearings' })).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('Categories'));
  });

  it("shows a category's place, its sub-categories and its tools from the server's page", async () => {
    const calls = fakeApi({
      '/categories': () => ({ status: 200, body: tree }),
      '/tools': () => ({ status: 200, body: [sensor], headers: { 'X-Total-Count': '1' } }),
    });
    renderApp('/category/proximity-sensors');

    expect(await screen.findByRole('heading', { level: 1, name: 'Proximity Sensors' })).toBeTruthy();
    const crumbs = within(screen.getByRole('navigation', { name: 'Where this is in the catalogue' }));
    expect(crumbs.getByRole('link', { name: 'Sensors' }).getAttribute('href')).toBe('/category/sensors');
    expect(crumbs.getByText('Proximity Sensors').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: /Inductive Sensors/ }).getAttribute('href')).toBe('/category/inductive-sensors');
    expect(await screen.findByText(sensor.toolName)).toBeTruthy();
    expect(calls).toContain('GET /tools?page=1&limit=12&category=proximity-sensors');
  });

  it('narrows by the filters, with their counts, and keeps them in the address', async () => {
    const facets = (brand: string | null) => ({
      status: 200,
      body: {
        total: brand ? 1 : 2,
        brands: [
          { value: 'Shilpo', count: 2 },
          { value: 'Omron', count: 0 },
        ],
        inStock: 2,
        price: { min: 1180, max: 1450 },
      },
    });
    const calls = fakeApi({
      '/categories': () => ({ status: 200, body: tree }),
      '/tools': () => ({ status: 200, body: [sensor], headers: { 'X-Total-Count': '1' } }),
      '/tools/facets': () => facets(null),
    });
    const router = renderApp('/category/proximity-sensors');

    const shilpo = await screen.findByRole('checkbox', { name: 'Shilpo (2)' });
    // A brand that would show nothing is there, but cannot be ticked.
    expect((screen.getByRole('checkbox', { name: 'Omron (0)' }) as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(shilpo);
    await waitFor(() => expect(router.state.location.search).toBe('?brand=Shilpo'));
    await waitFor(() => expect(calls).toContain('GET /tools?page=1&limit=12&category=proximity-sensors&brand=Shilpo'));
    expect(calls).toContain('GET /tools/facets?category=proximity-sensors&brand=Shilpo');

    await userEvent.click(screen.getByRole('checkbox', { name: 'In stock only (2)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?brand=Shilpo&inStock=true'));
    await userEvent.type(screen.getByLabelText('Highest'), '1300');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toBe('?brand=Shilpo&inStock=true&maxPrice=1300'));

    await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when a category is not there, and offers the whole tree', async () => {
    fakeApi({ '/categories': () => ({ status: 200, body: tree }) });
    renderApp('/category/nowhere');

    expect(await screen.findByRole('heading', { name: 'This category is not in the catalogue' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All categories' }).getAttribute('href')).toBe('/categories');
  });
});

describe("a tool's particulars", () => {
  it('shows its part number, brand and where it sits in the tree', async () => {
    fakeApi({
      '/categories': () => ({ status: 200, body: tree }),
      '/tools/4': () => ({ status: 200, body: sensor }),
      '/tools/4/reviews': () => ({ status: 200, body: [] }),
    });
    renderApp('/tool/4');

    expect(await screen.findByRole('heading', { level: 1, name: sensor.toolName })).toBeTruthy();
    expect(screen.getByText('PS-M18-N8')).toBeTruthy();
    expect(screen.getByText('Shilpo')).toBeTruthy();
    const crumbs = within(await screen.findByRole('navigation', { name: 'Where this is in the catalogue' }));
    expect(crumbs.getByRole('link', { name: 'Inductive Sensors' }).getAttribute('href')).toBe('/category/inductive-sensors');
  });
});

describe('the search', () => {
  it('goes straight to a tool whose part number is typed', async () => {
    fakeApi({
      '/tools': () => ({ status: 200, body: [] }),
      '/tools?page=1&limit=12&q=ps-m18-n8': () => ({ status: 200, body: [], headers: { 'X-Total-Count': '0', 'X-Part-Number-Of': '4' } }),
      '/tools/4': () => ({ status: 200, body: sensor }),
      '/tools/4/reviews': () => ({ status: 200, body: [] }),
    });
    const router = renderApp('/all-products');

    await userEvent.type(await screen.findByLabelText('Search tools'), 'ps-m18-n8');

    await waitFor(() => expect(router.state.location.pathname).toBe('/tool/4'));
  });

  it('stays a list for a search already in the address', async () => {
    fakeApi({ '/tools': () => ({ status: 200, body: [sensor], headers: { 'X-Total-Count': '1', 'X-Part-Number-Of': '4' } }) });
    const router = renderApp('/all-products?q=PS-M18-N8');

    expect(await screen.findByText(sensor.toolName)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/all-products');
  });
});
