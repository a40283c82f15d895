// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, setUpAppTests } from '@/testing/app';
import { fakeApi } from '@/testing/fake-api';

const sensorSpecs = [
  { key: 'supply-voltage', name: 'Supply voltage', nameBn: 'সরবরাহ ভোল্টেজ', kind: 'number', unit: 'V', min: '0', max: '400' },
  {
    key: 'output',
    name: 'Output',
    kind: 'choice',
    choices: [
      { value: 'npn', label: 'NPN' },
      { value: 'pnp', label: 'PNP' },
    ],
  },
];
const tree = [
  { slug: 'sensors', name: 'Sensors', nameBn: 'সেন্সর', description: 'Industrial sensors.', toolCount: 2, specs: sensorSpecs },
  {
    slug: 'proximity-sensors',
    name: 'Proximity Sensors',
    description: 'Without touching.',
    parent: 'sensors',
    toolCount: 2,
    specs: [{ key: 'shielded', name: 'Shielded', kind: 'flag' }],
  },
  { slug: 'inductive-sensors', name: 'Inductive Sensors', description: '', parent: 'proximity-sensors', toolCount: 1 },
  { slug: 'photoelectric-sensors', name: 'Photoelectric Sensors', description: '', parent: 'proximity-sensors', toolCount: 1 },
  { slug: 'bearings', name: 'Bearings', description: 'Ball and roller bearings.', toolCount: 0 },
];
// Branches as `GET /categories/{slug}` cuts them from the tree: from the top down to the
// category, then its sub-categories (whose specifications a page does not need).
const branches = {
  '/categories/proximity-sensors': () => ({ status: 200, body: tree.slice(0, 4) }),
  '/categories/inductive-sensors': () => ({ status: 200, body: tree.slice(0, 3) }),
};
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
  specs: { 'supply-voltage': '24', output: 'pnp', shielded: 'yes' },
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
      ...branches,
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
    expect(calls).toContain('GET /categories/proximity-sensors');
    expect(calls).not.toContain('GET /categories');
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
        specs: [
          { key: 'supply-voltage', range: { min: '12', max: '24' } },
          {
            key: 'output',
            counts: [
              { value: 'npn', count: 1 },
              { value: 'pnp', count: 1 },
            ],
          },
          {
            key: 'shielded',
            counts: [
              { value: 'yes', count: 1 },
              { value: 'no', count: 0 },
            ],
          },
        ],
      },
    });
    const calls = fakeApi({
      ...branches,
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
    const price = within(screen.getByRole('group', { name: 'Price (Tk)' }));
    await userEvent.type(price.getByLabelText('Highest'), '1300');
    await userEvent.click(price.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toBe('?brand=Shilpo&inStock=true&maxPrice=1300'));

    // Specifications of the category and of those above it: a choice and a number's range.
    expect((screen.getByRole('checkbox', { name: 'No (0)' }) as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'PNP (1)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?brand=Shilpo&inStock=true&maxPrice=1300&spec=output%3Apnp'));
    const voltage = within(screen.getByRole('group', { name: 'Supply voltage (V)' }));
    expect((voltage.getByLabelText('Lowest') as HTMLInputElement).placeholder).toBe('12');
    await userEvent.type(voltage.getByLabelText('Lowest'), '20');
    await userEvent.click(voltage.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toContain('&spec=output%3Apnp%3Bsupply-voltage%3A20..'));
    await waitFor(() => expect(calls).toContain('GET /tools/facets?category=proximity-sensors&brand=Shilpo&inStock=true&maxPrice=1300&spec=output%3Apnp%3Bsupply-voltage%3A20..'));

    await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when a category is not there, and offers the whole tree', async () => {
    fakeApi({ '/categories/nowhere': () => ({ status: 404, body: { error: { code: 'not_found', message: 'No category was found.' } } }) });
    renderApp('/category/nowhere');

    expect(await screen.findByRole('heading', { name: 'This category is not in the catalogue' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All categories' }).getAttribute('href')).toBe('/categories');
  });
});

describe("a tool's particulars", () => {
  it('shows its part number, brand and where it sits in the tree', async () => {
    const calls = fakeApi({
      ...branches,
      '/tools/4': () => ({ status: 200, body: sensor }),
      '/tools/4/reviews': () => ({ status: 200, body: [] }),
    });
    renderApp('/tool/4');

    expect(await screen.findByRole('heading', { level: 1, name: sensor.toolName })).toBeTruthy();
    expect(screen.getByText('PS-M18-N8')).toBeTruthy();
    expect(screen.getByText('Shilpo')).toBeTruthy();
    const crumbs = within(await screen.findByRole('navigation', { name: 'Where this is in the catalogue' }));
    expect(crumbs.getByRole('link', { name: 'Inductive Sensors' }).getAttribute('href')).toBe('/category/inductive-sensors');
    // Its values, in the order of its categories' specifications, each as a reader sees it.
    const table = await screen.findByRole('table', { name: 'Specifications' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Supply voltage24 V', 'OutputPNP', 'ShieldedYes']);
    // Its category's branch, not the whole tree.
    expect(calls).toContain('GET /categories/inductive-sensors');
    expect(calls).not.toContain('GET /categories');
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

  it('says when its typos were read as other words, and shows their tools', async () => {
    fakeApi({ '/tools': () => ({ status: 200, body: [sensor], headers: { 'X-Total-Count': '1', 'X-Searched-Instead': 'inductive%20sensor' } }) });
    renderApp('/all-products?q=inductiv%20sensr');

    expect(await screen.findByText(sensor.toolName)).toBeTruthy();
    expect(screen.getByText('Nothing matched “inductiv sensr”, so these are the tools for “inductive sensor”.').getAttribute('role')).toBe('status');
  });

  it('offers the categories when nothing is found', async () => {
    fakeApi({
      '/categories': () => ({ status: 200, body: tree }),
      '/tools': () => ({ status: 200, body: [], headers: { 'X-Total-Count': '0' } }),
    });
    renderApp('/all-products?q=zzzz');

    expect(await screen.findByText('Or find it by what it is:')).toBeTruthy();
    const offered = within(screen.getByRole('navigation', { name: 'All categories' }));
    expect(offered.getByRole('link', { name: 'Sensors' }).getAttribute('href')).toBe('/category/sensors');
    expect(offered.getByRole('link', { name: 'Bearings' })).toBeTruthy();
    expect(offered.queryByRole('link', { name: 'Proximity Sensors' })).toBeNull();
  });

  it('is narrowed by the same filters, kept in the address beside it', async () => {
    const calls = fakeApi({
      '/tools': () => ({ status: 200, body: [sensor], headers: { 'X-Total-Count': '1' } }),
      '/tools/facets': () => ({
        status: 200,
        body: { total: 1, brands: [{ value: 'Shilpo', count: 1 }], inStock: 1, price: { min: 1450, max: 1450 }, specs: [] },
      }),
    });
    const router = renderApp('/all-products?q=sensor');

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Shilpo (1)' }));

    await waitFor(() => expect(router.state.location.search).toBe('?q=sensor&brand=Shilpo'));
    await waitFor(() => expect(calls).toContain('GET /tools?page=1&limit=12&q=sensor&brand=Shilpo'));
    expect(calls).toContain('GET /tools/facets?q=sensor&brand=Shilpo');
  });
});
