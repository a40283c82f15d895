// The tools of the cart's lines, fresh from the catalogue, and what the lines come to: for the
// cart page and for the header's cart, which every page shows (so this module stays small).
import { useMemo } from 'react';
import { endpoint } from '@/lib/api-client';
import { checkQuantity, orderTotal, type CartLine, type Tool } from '@/lib/model';
import { useApi } from '@/lib/use-api';

/** The lines' tools as the catalogue has them now; a tool that has gone is missing. */
export const useCartTools = (toolIds: number[]) =>
  useApi<Tool[]>(toolIds.length > 0 ? endpoint('GET /tools', { query: { ids: toolIds.join(',') } }) : null);

/**
 * What the lines come to, as the cart page counts them: each line at its price break; a line
 * whose tool has gone, or whose quantity no longer keeps its rules, left out.
 */
export function cartTotal(lines: CartLine[], tools: Tool[]): number {
  const totals = lines.flatMap((line) => {
    const tool = tools.find((candidate) => candidate._id === line.toolId);
    const outcome = tool && checkQuantity(String(line.quantity), tool);
    return outcome?.ok ? [outcome.value.totalPrice] : [];
  });
  return orderTotal(totals);
}

/** The cart's total for its badge, once its tools are loaded; none for an empty cart. */
export function useCartTotal(lines: CartLine[]): number | undefined {
  const toolIds = useMemo(() => lines.map((line) => line.toolId), [lines]);
  const { data: tools } = useCartTools(toolIds);
  return tools && lines.length > 0 ? cartTotal(lines, tools) : undefined;
}
