// The catalogue as the admins change it: add, restock, delete.
import { call, endpoint } from '@/lib/api-client';
import type { BanglaTextBody, PriceTier, ProductForm, Tool, ToolDetailsForm } from '@/lib/model';
import { useApi } from '@/lib/use-api';
import { useCursorList } from '@/lib/use-cursor-list';

/** The whole catalogue: Manage Products lists it, Add Product checks names against it. */
export const useCatalogue = () => useCursorList<Tool>(endpoint('GET /tools'));

/**
 * The tools whose names contain `name` (the search puts name matches first): enough for the
 * duplicate-name rule as the admin types, without loading the catalogue. The server checks
 * the rule again on submit.
 */
export const useToolsNamed = (name: string) =>
  useApi<Tool[]>(name.trim() ? endpoint('GET /tools', { query: { q: name.trim(), limit: 20 } }) : null);

export const addTool = (form: ProductForm) => call('POST /product', { body: form });

/** Adds `pieces` to the stock (the server adds atomically). */
export const restockTool = (toolId: number, pieces: number) =>
  call('PUT /product/{id}', { params: { id: toolId }, body: { availableQuantity: pieces } });

export const removeTool = (toolId: number) => call('DELETE /product/{id}', { params: { id: toolId } });

/** Replaces a tool's price breaks (already checked by the shared rules). */
export const setPriceBreaks = (toolId: number, priceTiers: PriceTier[]) =>
  call('PUT /product/{id}/tiers', { params: { id: toolId }, body: { priceTiers } });

/** A tool's VAT rate, typed as a percentage (`7.5`); orders placed from now on use it. */
export const setVatRate = (toolId: number, vatRate: string) =>
  call('PUT /product/{id}/vat-rate', { params: { id: toolId }, body: { vatRate } });

/** What one piece of a tool weighs, packed, in grams. */
export const setWeight = (toolId: number, weightGrams: string) =>
  call('PUT /product/{id}/weight', { params: { id: toolId }, body: { weightGrams } });

/** A tool's Bangla name and description; an empty one clears it. */
export const setBanglaText = (toolId: number, body: BanglaTextBody) => call('PUT /product/{id}/bangla', { params: { id: toolId }, body });

/** A tool's part number, brand and category (a slug, or empty for none). */
export const setToolDetails = (toolId: number, body: ToolDetailsForm) => call('PUT /product/{id}/details', { params: { id: toolId }, body });
