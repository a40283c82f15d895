import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { type PriceTier, type Tool } from '@/lib/model';
import { useMutation } from '@/lib/use-mutation';
import { useTitle } from '@/lib/use-title';
import { removeTool, restockTool, setPriceBreaks, useCatalogue } from '../api/products';
import { PriceBreaksDialog } from './price-breaks-dialog';
import { AdminTable } from './admin-table';
import { RestockDialog } from './restock-dialog';
import { formatMoney, words } from '@/lib/i18n';

/** Manage Products: every tool with Restock (adds pieces) and Delete. */
export function ManageProductsPage() {
  useTitle('Manage Products');
  const { data: tools, loading, error, reload } = useCatalogue();
  const { running, run } = useMutation();
  const [restocking, setRestocking] = useState<Tool | null>(null);
  const [removing, setRemoving] = useState<Tool | null>(null);
  const [pricing, setPricing] = useState<Tool | null>(null);

  async function savePrices(tool: Tool, tiers: PriceTier[]) {
    const saved = await run('prices', () => setPriceBreaks(tool._id, tiers), { success: words.PRICES_SAVED });
    if (saved) {
      setPricing(null);
      reload();
    }
  }

  async function restock(tool: Tool, pieces: number) {
    const done = await run('restock', () => restockTool(tool._id, pieces), { success: words.PRODUCT_RESTOCKED });
    if (done) {
      setRestocking(null);
      reload();
    }
  }

  async function remove() {
    if (!removing) return;
    const done = await run('remove', () => removeTool(removing._id), { success: words.PRODUCT_DELETED });
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
              <button type="button" className="button button--small button--outline" aria-label={`Price breaks of ${tool.toolName}`} onClick={() => setPricing(tool)}>
                Prices
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
      <PriceBreaksDialog tool={pricing} busy={running === 'prices'} onSave={savePrices} onCancel={() => setPricing(null)} />
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
