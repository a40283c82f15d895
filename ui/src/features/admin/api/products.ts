// The catalogue as the admins change it: add, restock, delete.
import { api } from '@/lib/api-client';
import type { Deleted, Inserted, PriceTier, ProductForm, Restocked, Tool } from '@/lib/model';
import { useApi } from '@/lib/use-api';
import { useCursorList } from '@/lib/use-cursor-list';

/** The whole catalogue: Manage Products lists it, Add Product checks names against it. */
export const useCatalogue = () => useCursorList<Tool>('/tools');

/**
 * The tools whose names contain `name` (the search puts name matches first): enough for the
 * duplicate-name rule as the admin types, without loading the catalogue. The server checks
 * the rule again on submit.
 */
export const useToolsNamed = (name: string) =>
  useApi<Tool[]>(name.trim() ? `/tools?q=${encodeURIComponent(name.trim())}&limit=20` : null);

export const addTool = (form: ProductForm) => api<Inserted>('/product', { method: 'POST', body: form });

/** Adds `pieces` to the stock (the server adds atomically). */
export const restockTool = (toolId: number, pieces: number) =>
  api<Restocked>(`/product/${toolId}`, { method: 'PUT', body: { availableQuantity: pieces } });

export const removeTool = (toolId: number) => api<Deleted>(`/product/${toolId}`, { method: 'DELETE' });

/** Replaces a tool's price breaks (already checked by the shared rules). */
export const setPriceBreaks = (toolId: number, priceTiers: PriceTier[]) =>
  api<Tool>(`/product/${toolId}/tiers`, { method: 'PUT', body: { priceTiers } });

/** A tool's VAT rate, typed as a percentage (`7.5`); orders placed from now on use it. */
export const setVatRate = (toolId: number, vatRate: string) =>
  api<Tool>(`/product/${toolId}/vat-rate`, { method: 'PUT', body: { vatRate } });
