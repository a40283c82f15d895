// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { toolDescription, toolName } from '@/lib/tool-text';
import { orderTitle } from '@/components/order-card';
import type { Order } from '@/lib/model';
import { probeOrder, withLine } from '@/testing/fake-api';

const named = { toolName: 'S-Type Load Cell 500 kg', toolNameBn: 'S-টাইপ লোড সেল ৫০০ কেজি', toolDescription: 'Alloy steel.', toolDescriptionBn: 'অ্যালয় স্টিল।' };
const englishOnly = { toolName: 'Hex Key Set', toolDescription: 'Nine keys.' };

afterEach(async () => {
  await setLanguage('en');
});

describe("a tool's name and description", () => {
  it('are the Bangla ones on Bangla screens, where the shop gave them', async () => {
    await setLanguage('bn');
    expect(toolName(named)).toBe('S-টাইপ লোড সেল ৫০০ কেজি');
    expect(toolDescription(named)).toBe('অ্যালয় স্টিল।');
    expect(toolName(englishOnly)).toBe('Hex Key Set');
    expect(toolDescription(englishOnly)).toBe('Nine keys.');
  });

  it('are the English ones on English screens', () => {
    expect(toolName(named)).toBe('S-Type Load Cell 500 kg');
    expect(toolDescription(named)).toBe('Alloy steel.');
  });
});

describe("an order's title", () => {
  const order = withLine({ ...probeOrder, _id: 7 }) as unknown as Order;
  const line = order.lines[0]!;
  const bangla = { ...order, lines: [{ ...line, toolNameBn: 'PT100 তাপমাত্রা প্রোব' }, { ...line, _id: 71, toolName: 'Hex Key Set' }] };

  it('names the first line in Bangla on Bangla screens, the name it was sold under', async () => {
    await setLanguage('bn');
    expect(orderTitle(bangla)).toBe('PT100 তাপমাত্রা প্রোব এবং আরও ১টি');
  });

  it('names it in English on English screens', () => {
    expect(orderTitle(bangla)).toBe('PT100 Temperature Probe 200 mm and 1 more');
  });
});
