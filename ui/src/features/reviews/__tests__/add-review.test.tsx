// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderApp, setUpAppTests } from '@/testing/app';
import { buyer, fakeApi, withLine } from '@/testing/fake-api';
import { words } from '@/lib/i18n';

const base = {
  userName: 'Demo Buyer',
  userEmail: 'buyer@shop.test',
  toolId: 4,
  toolImage: '',
  toolPrice: 980,
  quantity: 25,
  totalPrice: 24500,
  isPaid: true,
  phoneNumber: null,
  address: null,
  transactionId: 'pi_1',
  createdAt: 0,
};
const delivered = withLine({ ...base, _id: 3, toolName: 'PT100 Temperature Probe 200 mm', isDelivered: true, isReviewed: false });
const reviewed = withLine({ ...base, _id: 2, toolName: 'Digital Vernier Caliper 150 mm', isDelivered: true, isReviewed: true });
const pending = withLine({ ...base, _id: 1, toolName: 'Pipe Wrench 18 in', isPaid: false, transactionId: null, isDelivered: false, isReviewed: false });
const inTransit = withLine({ ...base, _id: 4, toolName: 'Load Cell 500 kg', isDelivered: false, isReviewed: false, status: 'shipped' });
const cancelled = withLine({ ...base, _id: 5, toolName: 'Torque Wrench', isDelivered: false, isReviewed: false, status: 'refunded' });

setUpAppTests('buyer-token');

function visit() {
  const posted: unknown[] = [];
  let done = false;
  const calls = fakeApi({
    '/me': () => ({ status: 200, body: buyer }),
    '/orders/buyer%40shop.test': () => ({ status: 200, body: [done ? { ...delivered, isReviewed: true } : delivered, reviewed, pending, inTransit, cancelled] }),
    '/review': (init) => {
      posted.push(JSON.parse(String(init?.body)));
      done = true;
      return { status: 201, body: { insertedId: 9, message: words.REVIEW_ADDED } };
    },
  });
  renderApp('/dashboard/add-review');
  return { posted, calls };
}

describe('Add Review', () => {
  it('offers a review only for delivered, unreviewed orders and thanks for reviewed ones', async () => {
    visit();
    await screen.findByRole('heading', { name: 'Give Your Valuable Reviews Here' });
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]!).getByRole('heading').textContent).toBe('1. PT100 Temperature Probe 200 mm');
    expect(within(cards[0]!).getByText('Delivered')).toBeTruthy();
    expect(within(cards[0]!).getByRole('button', { name: /Give A Review/ })).toBeTruthy();
    expect(within(cards[1]!).getByText('Thankyou For Reviewing This Product')).toBeTruthy();
    expect(within(cards[1]!).queryByRole('button')).toBeNull();
    expect(within(cards[2]!).queryByText('Delivered')).toBeNull();
    expect(within(cards[2]!).queryByRole('button')).toBeNull();
    expect(within(cards[3]!).getByText(words.STATUS_SHIPPED), 'in transit').toBeTruthy();
    expect(within(cards[3]!).queryByRole('button'), 'no review before it arrives').toBeNull();
    expect(cards, 'a refunded order has nothing to review').toHaveLength(4);
  });

  it('refuses 0 stars, previews on hover, moves by keyboard and sends the review', async () => {
    const { posted } = visit();
    await userEvent.click(await screen.findByRole('button', { name: 'Give A Review: PT100 Temperature Probe 200 mm' }));
    const dialog = within(await screen.findByRole('dialog'));

    await userEvent.type(dialog.getByLabelText('Leave A Review'), 'Accurate and well sealed.');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Review' }));
    expect(dialog.getByText(words.RATING_REQUIRED)).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.mouseEnter(dialog.getByText('4 stars').closest('label')!);
    expect(dialog.getByText('4 of 5')).toBeTruthy();
    await userEvent.click(dialog.getByRole('radio', { name: '2 stars' }));
    await userEvent.keyboard('{ArrowRight}');
    expect((dialog.getByRole('radio', { name: '3 stars' }) as HTMLInputElement).checked).toBe(true);

    await userEvent.click(dialog.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText(words.REVIEW_ADDED)).toBeTruthy();
    expect(posted).toEqual([{ orderId: 3, lineId: 30, rating: 3, review: 'Accurate and well sealed.' }]);
    await waitFor(() => expect(screen.getAllByText('Thankyou For Reviewing This Product')).toHaveLength(2));
  });
});
