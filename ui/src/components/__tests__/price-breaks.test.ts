import { describe, expect, it } from 'vitest';
import { nextBreak, priceRows } from '../price-breaks';

const tool = {
  toolPrice: 165,
  minOrder: 100,
  priceTiers: [
    { minQuantity: 50, unitPrice: 160 },
    { minQuantity: 500, unitPrice: 150.5 },
    { minQuantity: 1000, unitPrice: 140 },
  ],
};

describe('price breaks', () => {
  it('start at the minimum order, at the price it already earns', () => {
    expect(priceRows(tool)).toEqual([
      { from: 100, price: 160 },
      { from: 500, price: 150.5 },
      { from: 1000, price: 140 },
    ]);
    expect(priceRows({ ...tool, minOrder: 0, priceTiers: [] })).toEqual([{ from: 1, price: 165 }]);
  });

  it('say how many more pieces reach the next break and what each piece then saves', () => {
    expect(nextBreak(120, tool)).toEqual({ more: 380, price: 150.5, saving: 9.5 });
    expect(nextBreak(500, tool)).toEqual({ more: 500, price: 140, saving: 10.5 });
    expect(nextBreak(1000, tool)).toBeNull();
  });
});
