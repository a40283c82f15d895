// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setUpAppTests, visitRecording, type Handlers } from '@/testing/app';
import { admin } from '@/testing/fake-api';

const caliper = {
  _id: 2,
  toolName: 'Digital Vernier Caliper 150 mm',
  toolImage: '/api/images/c.svg',
  toolDescription: 'x',
  toolPrice: 2350,
  minOrder: 10,
  availableQuantity: 500,
  createdAt: 0,
  priceTiers: [],
  vatRate: 1500,
  weightGrams: 250,
  partNumber: 'TL-000002',
};
const tree = [
  { slug: 'instruments', name: 'Measuring Instruments', nameBn: 'পরিমাপ যন্ত্র', description: '', toolCount: 1 },
  {
    slug: 'calipers',
    name: 'Calipers',
    description: '',
    parent: 'instruments',
    toolCount: 1,
    specs: [
      { key: 'caliper-range', name: 'Measuring range', kind: 'number', unit: 'mm', min: '0', max: '2000' },
      { key: 'display', name: 'Display', kind: 'choice', choices: [{ value: 'digital', label: 'Digital' }, { value: 'dial', label: 'Dial' }] },
    ],
  },
  { slug: 'spare-parts', name: 'Spare Parts', description: '', toolCount: 0 },
];

setUpAppTests('admin-token');

const visit = (path: string, handlers: Handlers) =>
  visitRecording(path, {
    '/me': () => ({ status: 200, body: admin }),
    '/admin/admin%40shop.test': () => ({ status: 200, body: { admin: true } }),
    '/tools': () => ({ status: 200, body: [caliper] }),
    '/categories': () => ({ status: 200, body: tree }),
    ...handlers,
  }).sent;

describe('Categories', () => {
  it('adds a category inside another, and shows the server refusing an address under its field', async () => {
    let answer: { status: number; body: unknown } = { status: 409, body: { error: { code: 'conflict', message: 'Another category already has the address calipers. Choose another.', field: 'slug' } } };
    const sent = visit('/dashboard/categories', { '/category': () => answer });
    expect(await screen.findByRole('cell', { name: 'Calipers' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Add a category' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a category' }));
    await userEvent.type(dialog.getByLabelText('Name in English'), 'Calipers');
    await userEvent.selectOptions(dialog.getByLabelText('Inside'), 'spare-parts');
    // A category on the third level cannot hold another: only the first two are offered.
    expect(dialog.getAllByRole('option').map((option) => option.textContent)).toEqual(['At the top', 'Measuring Instruments', 'Measuring Instruments › Calipers', 'Spare Parts']);
    await userEvent.click(dialog.getByRole('button', { name: 'Save category' }));
    expect(await dialog.findByText('Another category already has the address calipers. Choose another.')).toBeTruthy();

    answer = { status: 201, body: tree };
    await userEvent.type(dialog.getByLabelText('Address (optional)'), 'spare-calipers');
    await userEvent.click(dialog.getByRole('button', { name: 'Save category' }));
    expect(await screen.findByText('Category saved')).toBeTruthy();
    expect(sent['POST /category']?.[1]).toEqual({ slug: 'spare-calipers', name: 'Calipers', nameBn: '', description: '', descriptionBn: '', parent: 'spare-parts', image: '' });
  });

  it('removes a category once asked to, and says why a full one stays', async () => {
    const sent = visit('/dashboard/categories', {
      '/category/calipers': () => ({ status: 409, body: { error: { code: 'conflict', message: 'This category still holds 1 tools and 0 sub-categories. Move them to another category first.', field: null } } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Calipers' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Remove the category Calipers?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(/still holds 1 tools/)).toBeTruthy();
    expect(sent['DELETE /category/calipers']).toHaveLength(1);
  });
});

describe("Categories: a category's specifications", () => {
  it('changes, adds and reorders them, keeping the values of choices kept, and shows a refusal beside the list', async () => {
    let refuse = true;
    const sent = visit('/dashboard/categories', {
      '/category/calipers/specs': () =>
        refuse
          ? { status: 422, body: { error: { code: 'validation_failed', message: 'Specification 3: a name is 2 to 60 characters.', field: 'specs' } } }
          : { status: 200, body: tree },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Specifications: Calipers' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Specifications: Calipers' }));
    expect(dialog.getAllByLabelText('Name in English').map((field) => (field as HTMLInputElement).value)).toEqual(['Measuring range', 'Display']);
    const choices = dialog.getByLabelText('Choices, one per line: English | Bangla');
    expect((choices as HTMLTextAreaElement).value).toBe('Digital\nDial');
    await userEvent.type(choices, '\nVernier | ভার্নিয়ার');
    await userEvent.click(dialog.getByRole('button', { name: 'Add a specification' }));
    const names = dialog.getAllByLabelText('Name in English');
    await userEvent.type(names[2]!, 'J');
    await userEvent.click(dialog.getByRole('button', { name: 'Save specifications' }));
    expect(await dialog.findByText('Specification 3: a name is 2 to 60 characters.')).toBeTruthy();

    refuse = false;
    await userEvent.type(names[2]!, 'aw length');
    await userEvent.type(dialog.getAllByLabelText('Unit (optional, such as mm or V)')[1]!, 'mm');
    await userEvent.click(dialog.getAllByRole('button', { name: 'Move up' })[1]!);
    await userEvent.click(dialog.getByRole('button', { name: 'Save specifications' }));
    expect(await screen.findByText('Specifications saved')).toBeTruthy();
    const saved = sent['PUT /category/calipers/specs']?.[1] as { specs: { key: string; name: string; unit: string; choices: unknown[] }[] };
    expect(saved.specs.map((spec) => [spec.key, spec.name, spec.unit])).toEqual([
      ['caliper-range', 'Measuring range', 'mm'],
      ['', 'Jaw length', 'mm'],
      ['display', 'Display', ''],
    ]);
    expect(saved.specs[2]?.choices).toEqual([
      { value: 'digital', label: 'Digital', labelBn: '' },
      { value: 'dial', label: 'Dial', labelBn: '' },
      { value: '', label: 'Vernier', labelBn: 'ভার্নিয়ার' },
    ]);
  });
});

describe('Categories: words that mean the same', () => {
  it('shows the table a pair a line, saves it whole, and shows a refused line under the field', async () => {
    let refuse = true;
    const sent = visit('/dashboard/categories', {
      '/synonyms': (init) =>
        init?.method !== 'PUT'
          ? { status: 200, body: { synonyms: [{ word: 'allen key', means: 'hex key' }] } }
          : refuse
            ? { status: 422, body: { error: { code: 'validation_failed', message: 'Line 2: each side is 2 to 40 characters, and the two differ.', field: 'synonyms' } } }
            : { status: 200, body: { synonyms: [] } },
    });
    const field = (await screen.findByLabelText('Pairs of words')) as HTMLTextAreaElement;
    expect(field.value).toBe('allen key = hex key');
    await userEvent.type(field, '\nপানা');
    await userEvent.click(screen.getByRole('button', { name: 'Save words' }));
    expect(await screen.findByText('Line 2: each side is 2 to 40 characters, and the two differ.')).toBeTruthy();
    expect(sent['PUT /synonyms']?.[0]).toEqual({
      synonyms: [
        { word: 'allen key', means: 'hex key' },
        { word: 'পানা', means: '' },
      ],
    });
    refuse = false;
    await userEvent.type(field, ' = spanner');
    await userEvent.click(screen.getByRole('button', { name: 'Save words' }));
    expect(await screen.findByText('Words saved: the catalogue is found by them now')).toBeTruthy();
    expect(sent['PUT /synonyms']?.[1]).toEqual({
      synonyms: [
        { word: 'allen key', means: 'hex key' },
        { word: 'পানা', means: 'spanner' },
      ],
    });
  });
});

describe("Manage Products: a tool's part number, brand, category and specifications", () => {
  it('checks the part number and each value by the shared rules, then saves them together', async () => {
    const sent = visit('/dashboard/manage-product', {
      '/product/2/details': () => ({ status: 200, body: { ...caliper, partNumber: 'VC-150-D', category: 'calipers' } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Part number, brand and category of Digital Vernier Caliper 150 mm' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Part number, brand and category of Digital Vernier Caliper 150 mm' }));
    const field = dialog.getByLabelText('Part number') as HTMLInputElement;
    expect(field.value).toBe('TL-000002');
    await userEvent.clear(field);
    await userEvent.type(field, 'VC 150');
    await userEvent.click(dialog.getByRole('button', { name: 'Save details' }));
    expect(dialog.getByText(/A part number is 2 to 40 letters/)).toBeTruthy();
    expect(sent['PUT /product/2/details']).toBeUndefined();

    await userEvent.clear(field);
    await userEvent.type(field, 'vc-150-d');
    await userEvent.type(dialog.getByLabelText('Brand (optional)'), 'Shilpo');
    await userEvent.selectOptions(dialog.getByLabelText('Category'), 'calipers');
    // The category's specifications appear once it is chosen, each checked as typed.
    const range = dialog.getByLabelText('Measuring range (mm)');
    expect(dialog.getByText('From 0 to 2000')).toBeTruthy();
    await userEvent.type(range, '2500');
    await userEvent.selectOptions(dialog.getByLabelText('Display'), 'digital');
    await userEvent.click(dialog.getByRole('button', { name: 'Save details' }));
    expect(dialog.getByText('Outside the range this specification allows.')).toBeTruthy();
    expect(sent['PUT /product/2/details']).toBeUndefined();
    await userEvent.clear(range);
    await userEvent.type(range, '১৫০');
    await userEvent.click(dialog.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Details saved')).toBeTruthy();
    expect(sent['PUT /product/2/details']).toEqual([
      { partNumber: 'vc-150-d', brand: 'Shilpo', category: 'calipers', specs: { 'caliper-range': '১৫০', display: 'digital' } },
    ]);
  });
});
