import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { api } from '@/lib/api-client';
import { formatMoney, messages } from '@/lib/model';
import type { Tool } from '@/lib/types';
import { useAction } from '@/lib/use-action';
import { useApi } from '@/lib/use-api';
import { useTitle } from '@/lib/use-title';
import { AdminTable } from './admin-table';
import { RestockDialog } from './restock-dialog';

/** Manage Products: every tool with Restock (adds pieces) and Delete. */
export function ManageProductsPage() {
  useTitle('Manage Products');
  const { data: tools, loading, error, reload } = useApi<Tool[]>('/tools');
  const { running, run } = useAction();
  const [restocking, setRestocking] = useState<Tool | null>(null);
  const [removing, setRemoving] = useState<Tool | null>(null);

  async function restock(tool: Tool, pieces: number) {
    const done = await run(
      'restock',
      () => api(`/product/${tool._id}`, { method: 'PUT', body: { availableQuantity: pieces } }),
      messages.PRODUCT_RESTOCKED!,
    );
    if (done) {
      setRestocking(null);
      reload();
    }
  }

  async function remove() {
    if (!removing) return;
    const done = await run('remove', () => api(`/product/${removing._id}`, { method: 'DELETE' }), messages.PRODUCT_DELETED!);
    setRemoving(null);
    if (done) reload();
  }

  return (
    <section>
      <h1>Manage Products</h1>
      <AdminTable
        caption="All products"
        columns={['No.', 'Product Name', 'Price', 'Quantity', 'Actions']}
        rows={tools}
        loading={loading}
        error={error}
        onRetry={reload}
        empty="No products yet. Add one from Add Product."
        row={(tool, index) => (
          <tr key={tool._id}>
            <td>{index + 1}</td>
            <td>{tool.toolName}</td>
            <td>{formatMoney(tool.toolPrice)}</td>
            <td>{tool.availableQuantity}</td>
            <td className="table__actions">
              <button type="button" className="button button--small" aria-label={`Restock ${tool.toolName}`} onClick={() => setRestocking(tool)}>
                Restock
              </button>
              <button
                type="button"
                className="button button--small button--danger"
                aria-label={`Delete ${tool.toolName}`}
                onClick={() => setRemoving(tool)}
              >
                Delete
              </button>
            </td>
          </tr>
        )}
      />
      <RestockDialog tool={restocking} busy={running === 'restock'} onRestock={restock} onCancel={() => setRestocking(null)} />
      <ConfirmDialog
        open={removing !== null}
        title="Do You Want to Remove This Product?"
        confirmLabel="Yes"
        cancelLabel="No"
        busy={running === 'remove'}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      >
        {removing && <p>{removing.toolName} leaves the catalogue. Orders already placed keep its name and price.</p>}
      </ConfirmDialog>
    </section>
  );
}
