// Handing orders to couriers from Manage Orders: the couriers the shop can book, booking one
// order or many, dropping a booking that never went anywhere, and a returned parcel arriving.
import { call, endpoint } from '@/lib/api-client';
import { parcelRules, type Bookings, type Courier, type CourierChoice, type CourierDefaults, type Note, type Order, type Parcel } from '@/lib/model';
import { useApi } from '@/lib/use-api';

/** The couriers an admin can choose: own delivery, then those the shop is set up for. */
export function useCouriers() {
  const { data } = useApi<CourierChoice>(endpoint('GET /couriers'));
  return data?.couriers ?? ['ownDelivery'];
}

/**
 * Whether `order` can be handed to a courier now (the server decides again): paid, or to be
 * paid in cash on delivery, not shipped, saying where it goes, with no parcel on its way.
 */
export function bookable(order: Order): boolean {
  const parcel = order.parcel;
  const free = !parcel || (parcel.status !== null && parcelRules[parcel.status].rebook);
  return (order.status === 'paid' || order.status === 'cashOnDelivery') && order.hasDeliveryDetails && free;
}

export const bookParcel = (order: Order, courier: Courier): Promise<Parcel> =>
  call('POST /orders/{id}/parcel', { params: { id: order._id }, body: { courier } });

export const bookParcels = (orderIds: number[], courier: Courier): Promise<Bookings> =>
  call('POST /parcels', { body: { orderIds, courier } });

export const dropBooking = (order: Order): Promise<Note> => call('DELETE /orders/{id}/parcel', { params: { id: order._id } });

export const returnArrived = (order: Order): Promise<Note> => call('POST /orders/{id}/parcel/return', { params: { id: order._id } });

/** The shipping labels of orders with parcels, as one PDF (a page each). */
export const labelsPath = (orders: Order[]) =>
  orders.length === 1
    ? endpoint('GET /orders/{id}/label.pdf', { params: { id: orders[0]?._id ?? 0 } })
    : endpoint('GET /labels.pdf', { query: { orders: orders.map((order) => order._id).join(',') } });

/** Each district's default courier. */
export function useCourierDefaults() {
  return useApi<CourierDefaults>(endpoint('GET /courier-defaults'));
}

export const saveCourierDefaults = (defaults: CourierDefaults): Promise<CourierDefaults> => call('PUT /courier-defaults', { body: defaults });
