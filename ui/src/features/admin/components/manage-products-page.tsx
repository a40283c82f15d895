import { useTranslation } from 'react-i18next';
import { ShowMore } from '@/components/show-more';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { checkVatRate, checkWeight, type BanglaTextBody, type PriceTier, type Tool, type ToolDetailsForm } from '@/lib/model';
import type { ApiError } from '@/lib/api-client';
import { useMutation } from '@/lib/use-mutation';
import { useTitle } from '@/lib/use-title';
import { categoryName, useCategories } from '@/lib/categories';
import { removeTool, restockTool, setBanglaText, setPriceBreaks, setToolDetails, setVatRate, setWeight, useCatalogue } from '../api/products';
import { BanglaTextDialog } from './bangla-text-dialog';
import { PriceBreaksDialog } from './price-breaks-dialog';
import { AdminTable } from './admin-table';
import { SpreadsheetButtons } from './spreadsheet-buttons';
import { RestockDialog } from './restock-dialog';
import { ToolDetailsDialog } from './tool-details-dialog';
import { ToolNumberDialog, type ToolNumber } from './tool-number-dialog';
import { formatCount, formatMoney, formatRate, words } from '@/lib/i18n';

/** Manage Products: every tool with Restock (adds pieces) and Delete. */
export function ManageProductsPage() {
  const { t } = useTranslation();
  useTitle(t('MANAGE_PRODUCTS_TITLE'));
  const catalogue = useCatalogue();
  const { items: tools, loading, error, reload } = catalogue;
  const { running, run } = useMutation();
  const [restocking, setRestocking] = useState<Tool | null>(null);
  const [removing, setRemoving] = useState<Tool | null>(null);
  const [pricing, setPricing] = useState<Tool | null>(null);
  const [taxing, setTaxing] = useState<Tool | null>(null);
  const [weighing, setWeighing] = useState<Tool | null>(null);
  const [naming, setNaming] = useState<Tool | null>(null);
  const [detailing, setDetailing] = useState<Tool | null>(null);
  const { data: categories } = useCategories();
  const categoryOf = (tool: Tool) => {
    const category = categories?.find((candidate) => candidate.slug === tool.category);
    return category ? categoryName(category) : tool.category;
  };
  const [detailErrors, setDetailErrors] = useState<Partial<Record<keyof ToolDetailsForm, string>>>({});

  function openDetails(tool: Tool) {
    setDetailErrors({});
    setDetailing(tool);
  }

  // A part number another tool has, or a category gone meanwhile, is shown under its field.
  const showUnderField = (refusal: ApiError) => {
    if (!refusal.field) return false;
    setDetailErrors({ [refusal.field]: refusal.message });
    return true;
  };

  async function saveDetails(tool: Tool, details: ToolDetailsForm) {
    const saved = await run('details', () => setToolDetails(tool._id, details), { success: t('DETAILS_SAVED'), onError: showUnderField });
    if (saved) {
      setDetailing(null);
      reload();
    }
  }

  async function saveBangla(tool: Tool, text: BanglaTextBody) {
    const saved = await run('bangla', () => setBanglaText(tool._id, text), { success: words.BANGLA_TEXT_SAVED });
    if (saved) {
      setNaming(null);
      reload();
    }
  }

  async function saveRate(tool: Tool, rate: string) {
    const saved = await run('rate', () => setVatRate(tool._id, rate), { success: t('VAT_RATE_SAVED') });
    if (saved) {
      setTaxing(null);
      reload();
    }
  }

  async function saveWeight(tool: Tool, grams: string) {
    const saved = await run('weight', () => setWeight(tool._id, grams), { success: t('WEIGHT_SAVED') });
    if (saved) {
      setWeighing(null);
      reload();
    }
  }

  const vatRate: ToolNumber = {
    title: (tool) => t('VAT_RATE_OF', { tool: tool.toolName }),
    hint: t('VAT_RATE_HINT'),
    label: t('VAT_RATE_FIELD'),
    field: 'vatRate',
    inputMode: 'decimal',
    initial: (tool) => formatRate(tool.vatRate),
    check: checkVatRate,
    submitLabel: t('SAVE_RATE'),
  };
  const weight: ToolNumber = {
    title: (tool) => t('WEIGHT_OF', { tool: tool.toolName }),
    hint: t('WEIGHT_HINT'),
    label: t('WEIGHT_FIELD'),
    field: 'weightGrams',
    inputMode: 'numeric',
    initial: (tool) => String(tool.weightGrams),
    check: checkWeight,
    submitLabel: t('SAVE_WEIGHT'),
  };

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
      <h1>{t('MANAGE_PRODUCTS_TITLE')}</h1>
      {/* Every tool with its part number, category, prices, stock and specifications: what a
          spreadsheet holds for the stock take. */}
      <SpreadsheetButtons file="catalogue" />
      <AdminTable
        caption={t('ALL_PRODUCTS')}
        columns={[t('COL_NO'), t('COL_PRODUCT_NAME'), t('COL_PRICE'), t('COL_VAT'), t('COL_WEIGHT'), t('COL_QUANTITY'), t('COL_ACTIONS')]}
        rows={tools}
        loading={loading}
        error={error}
        onRetry={reload}
        empty={t('NO_PRODUCTS')}
        row={(tool, index) => (
          <tr key={tool._id}>
            <td>{formatCount(index + 1)}</td>
            <td>
              {tool.toolName}
              <br />
              <button type="button" className="link-button small" lang="bn" aria-label={t('BANGLA_TEXT_OF', { tool: tool.toolName })} onClick={() => setNaming(tool)}>
                {tool.toolNameBn ?? t('NO_BANGLA_NAME')}
              </button>
              <br />
              <button type="button" className="link-button small" aria-label={t('DETAILS_OF', { tool: tool.toolName })} onClick={() => openDetails(tool)}>
                {tool.partNumber} · {categoryOf(tool) ?? t('NO_CATEGORY')}
              </button>
            </td>
            <td>{formatMoney(tool.toolPrice)}</td>
            <td>
              <button type="button" className="link-button" aria-label={t('VAT_RATE_OF', { tool: tool.toolName })} onClick={() => setTaxing(tool)}>
                {formatRate(tool.vatRate)}%
              </button>
            </td>
            <td>
              <button type="button" className="link-button" aria-label={t('WEIGHT_OF', { tool: tool.toolName })} onClick={() => setWeighing(tool)}>
                {t('WEIGHT_GRAMS', { grams: formatCount(tool.weightGrams) })}
              </button>
            </td>
            <td>{formatCount(tool.availableQuantity)}</td>
            <td className="table__actions">
              <button type="button" className="button button--small" aria-label={t('RESTOCK_NAMED', { tool: tool.toolName })} onClick={() => setRestocking(tool)}>
                {t('RESTOCK')}
              </button>
              <button type="button" className="button button--small button--outline" aria-label={t('PRICE_BREAKS_OF', { tool: tool.toolName })} onClick={() => setPricing(tool)}>
                {t('PRICES')}
              </button>
              <button
                type="button"
                className="button button--small button--danger"
                aria-label={t('DELETE_NAMED', { tool: tool.toolName })}
                onClick={() => setRemoving(tool)}
              >
                {t('DELETE')}
              </button>
            </td>
          </tr>
        )}
      />
      <ShowMore list={catalogue} />
      <PriceBreaksDialog tool={pricing} busy={running === 'prices'} onSave={savePrices} onCancel={() => setPricing(null)} />
      <ToolDetailsDialog tool={detailing} busy={running === 'details'} errors={detailErrors} onSave={saveDetails} onCancel={() => setDetailing(null)} />
      <BanglaTextDialog tool={naming} busy={running === 'bangla'} onSave={saveBangla} onCancel={() => setNaming(null)} />
      <ToolNumberDialog tool={taxing} number={vatRate} busy={running === 'rate'} onSave={saveRate} onCancel={() => setTaxing(null)} />
      <ToolNumberDialog tool={weighing} number={weight} busy={running === 'weight'} onSave={saveWeight} onCancel={() => setWeighing(null)} />
      <RestockDialog tool={restocking} busy={running === 'restock'} onRestock={restock} onCancel={() => setRestocking(null)} />
      <ConfirmDialog
        open={removing !== null}
        title={t('REMOVE_PRODUCT_Q')}
        confirmLabel={t('YES')}
        cancelLabel={t('NO')}
        busy={running === 'remove'}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      >
        {removing && <p>{t('LEAVES_CATALOGUE', { tool: removing.toolName })}</p>}
      </ConfirmDialog>
    </section>
  );
}
