// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, setUpAppTests } from '@/testing/app';
import { admin, fakeApi } from '@/testing/fake-api';
import type { ImportStatus } from '@/lib/model';

setUpAppTests('admin-token');

const base: ImportStatus = {
  id: '1',
  fileName: 'stock.csv',
  kind: 'tools',
  stage: 'checking',
  rows: 3,
  done: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  errorCount: 0,
  errors: [],
  changes: [],
};

/** The page over a fake API whose import goes through `stages`, one per time it is asked. */
function visit(stages: ImportStatus[], recent: ImportStatus[] = []) {
  const sent: { method: string; type: string | null; body: unknown }[] = [];
  let asked = 0;
  fakeApi({
    '/me': () => ({ status: 200, body: admin }),
    '/admin/admin%40shop.test': () => ({ status: 200, body: { admin: true } }),
    '/imports': (init) => {
      if (init?.method !== 'POST') return { status: 200, body: recent };
      sent.push({ method: 'POST', type: new Headers(init.headers).get('content-type'), body: init.body });
      return { status: 202, body: base };
    },
    '/imports/1': () => ({ status: 200, body: stages[Math.min(asked++, stages.length - 1)] }),
    '/imports/1/apply': () => {
      sent.push({ method: 'APPLY', type: null, body: null });
      return { status: 202, body: { ...base, stage: 'applying' } };
    },
  });
  renderApp('/dashboard/import-catalogue');
  return sent;
}

const file = new File(['part number,in stock\n6205-2RS,420\n'], 'stock.csv', { type: 'text/csv' });

describe('Import the catalogue', () => {
  it('sends the file as it is, follows the check and shows each problem by row and column', async () => {
    const sent = visit([
      { ...base, done: 2 },
      {
        ...base,
        stage: 'checked',
        done: 3,
        updated: 1,
        errorCount: 1,
        errors: [{ row: 3, column: 'price (Tk)', message: 'Tool Price must be an amount in Tk greater than 0, such as 1250 or 1250.50' }],
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Import the catalogue' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('Choose a file to check.')).toBeTruthy();

    await userEvent.upload(screen.getByLabelText('Catalogue file (CSV or XLSX)'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByRole('heading', { name: 'Checking stock.csv…' })).toBeTruthy();
    expect(sent[0]?.type).toBe('text/csv');
    expect(sent[0]?.body).toBe(file);

    expect(await screen.findByRole('heading', { name: 'stock.csv is checked.' }, { timeout: 4000 })).toBeTruthy();
    const problems = within(screen.getByRole('region', { name: 'Problem' }));
    expect(problems.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['3', 'price (Tk)', 'Tool Price must be an amount in Tk greater than 0, such as 1250 or 1250.50']);
    expect(screen.queryByRole('button', { name: 'Apply the changes' })).toBeNull();
  });

  it('shows the latest import when opened again, and applies a good file', async () => {
    const checked: ImportStatus = {
      ...base,
      stage: 'checked',
      done: 3,
      updated: 1,
      unchanged: 2,
      changes: [{ row: 2, key: '6205-2RS', added: false, removed: false, columns: ['in stock'] }],
    };
    const sent = visit([{ ...base, stage: 'applied', done: 3, updated: 1, unchanged: 2 }], [checked]);
    expect(await screen.findByText('Tools to add: 0. To change: 1. As they are: 2.')).toBeTruthy();
    const changes = within(screen.getByRole('region', { name: 'What changes' }));
    expect(changes.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2', '6205-2RS', 'in stock']);
    await userEvent.click(screen.getByRole('button', { name: 'Apply the changes' }));
    expect(await screen.findByRole('heading', { name: 'stock.csv is applied: the catalogue has its changes.' }, { timeout: 4000 })).toBeTruthy();
    expect(sent.map((call) => call.method)).toEqual(['APPLY']);
  });

  it('says what a categories file adds and changes in its own words', async () => {
    const checked: ImportStatus = {
      ...base,
      fileName: 'tree.csv',
      kind: 'categories',
      stage: 'checked',
      created: 1,
      updated: 2,
      unchanged: 4,
      changes: [
        { row: 2, key: 'encoders', added: true, removed: false, columns: [] },
        { row: 3, key: 'proximity-sensors/sensing-range', added: false, removed: false, columns: ['highest'] },
        { row: 3, key: 'proximity-sensors/shielded', added: false, removed: true, columns: [] },
      ],
    };
    visit([checked], [checked]);
    expect(await screen.findByText('Categories and specifications to add: 1. To change: 2. As they are: 4.')).toBeTruthy();
    const changes = within(screen.getByRole('region', { name: 'What changes' }));
    expect(changes.getAllByRole('columnheader').map((cell) => cell.textContent)).toContain('Category');
    expect(changes.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '2',
      'encoders',
      'new',
      '3',
      'proximity-sensors/sensing-range',
      'highest',
      '3',
      'proximity-sensors/shielded',
      "removed, with the tools' values of it",
    ]);
  });
});
