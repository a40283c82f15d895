import { useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import { districtName, orderTitle } from '@/components/order-card';
import { ParcelTracking } from '@/components/parcel-tracking';
import { courierLabels, districts, parcelRules, type Courier, type CourierDefaults, type Order } from '@/lib/model';
import { formatCount } from '@/lib/i18n';
import { useMutation } from '@/lib/use-mutation';
import { download } from '@/lib/download';
import { saveFile } from '@/lib/save-file';
import { AddDistrict } from './add-district';
import { bookable, bookParcel, bookParcels, dropBooking, labelsPath, returnArrived, saveCourierDefaults } from '../api/parcels';

/** Fetches the labels of `orders` and saves them to print. */
async function printLabels(run: ReturnType<typeof useMutation>['run'], orders: Order[]) {
  const file = await run('labels', () => download(labelsPath(orders)), { success: null });
  if (file) saveFile(file, file.name ?? 'labels.pdf');
}

/** The courier picker: own delivery and each courier the shop is set up for. */
function CourierSelect({ couriers, value, onChange, label }: { couriers: Courier[]; value: Courier; onChange: (courier: Courier) => void; label: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select id={id} className="courier-select" value={value} onChange={(event) => onChange(event.target.value as Courier)}>
        {couriers.map((courier) => (
          <option key={courier} value={courier}>
            {t(courierLabels[courier])}
          </option>
        ))}
      </select>
    </>
  );
}

/** The first courier after own delivery, when the shop has one: what most orders go with. */
const preferred = (couriers: Courier[]): Courier => couriers[1] ?? couriers[0] ?? 'ownDelivery';

/** What an order is offered first: its district's default, else the first courier set up. */
function offeredFor(order: Order, couriers: Courier[], defaults: CourierDefaults | undefined): Courier {
  const chosen = defaults?.defaults.find((each) => each.district === order.district)?.courier;
  return chosen && couriers.includes(chosen) ? chosen : preferred(couriers);
}

/**
 * An order's parcel in Manage Orders: booking it with a courier, then where it stands, with
 * what the admin may do about it (book again or drop a booking the courier never confirmed,
 * take back a returned parcel).
 */
export function ParcelCell({ order, couriers, defaults, onChanged }: { order: Order; couriers: Courier[]; defaults: CourierDefaults | undefined; onChanged: () => void }) {
  const { t } = useTranslation();
  const [courier, setCourier] = useState<Courier | null>(null);
  const { busy, run } = useMutation();
  const chosen = courier ?? offeredFor(order, couriers, defaults);
  const parcel = order.parcel;
  const named = (step: string) => t('ADMIN_STEP_NAMED', { step, number: order.orderNumber, title: orderTitle(order), email: order.userEmail });

  async function act(key: string, action: () => Promise<unknown>, success?: string) {
    if (await run(key, action, success === undefined ? {} : { success })) onChanged();
  }

  const booking = bookable(order) && (
    <span className="table__actions">
      <CourierSelect couriers={couriers} value={chosen} onChange={setCourier} label={t('CHOOSE_COURIER')} />
      <button
        type="button"
        className="button button--small"
        disabled={busy}
        aria-label={named(t('BOOK_COURIER'))}
        onClick={() => void act('book', () => bookParcel(order, chosen), t('PARCEL_BOOKED_TOAST', { courier: t(courierLabels[chosen]) }))}
      >
        {t('BOOK_COURIER')}
      </button>
    </span>
  );
  if (!parcel) return booking || null;
  return (
    <>
      <ParcelTracking parcel={parcel} compact />
      {!parcel.unconfirmed && parcel.status !== null && !parcelRules[parcel.status].final && (
        <button type="button" className="button button--small button--outline" disabled={busy} aria-label={named(t('PRINT_LABEL'))} onClick={() => void printLabels(run, [order])}>
          {t('PRINT_LABEL')}
        </button>
      )}
      {parcel.unconfirmed && (
        <span className="table__actions">
          <button
            type="button"
            className="button button--small"
            disabled={busy}
            aria-label={named(t('BOOK_COURIER'))}
            onClick={() => void act('rebook', () => bookParcel(order, parcel.courier), t('PARCEL_BOOKED_TOAST', { courier: t(courierLabels[parcel.courier]) }))}
          >
            {t('BOOK_COURIER')}
          </button>
          <button type="button" className="button button--small button--outline" disabled={busy} aria-label={named(t('DROP_BOOKING'))} onClick={() => void act('drop', () => dropBooking(order))}>
            {t('DROP_BOOKING')}
          </button>
        </span>
      )}
      {parcel.status === 'returned' && parcel.restockedAt === null && (
        <button type="button" className="button button--small button--outline" disabled={busy} aria-label={named(t('RETURN_ARRIVED'))} onClick={() => void act('return', () => returnArrived(order))}>
          {t('RETURN_ARRIVED')}
        </button>
      )}
      {booking}
    </>
  );
}

/**
 * Booking every selected order with one courier at once (Steadfast takes up to 500 in one
 * call), and printing the labels of those booked; what did not go stays listed with the
 * courier's reason.
 */
export function BulkBooking({ selected, couriers, onDone }: { selected: Order[]; couriers: Courier[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [courier, setCourier] = useState<Courier | null>(null);
  const [refused, setRefused] = useState<{ number: string; error: string }[]>([]);
  const { busy, run } = useMutation();
  const chosen = courier ?? preferred(couriers);
  // The selection may mix orders to book and orders booked already, whose labels to print.
  const booking = selected.filter(bookable);
  const printing = selected.filter((order) => order.parcel && !order.parcel.unconfirmed);

  async function book() {
    const numbers = new Map(booking.map((order) => [order._id, order.orderNumber]));
    const answer = await run('bulk', () => bookParcels([...numbers.keys()], chosen));
    if (!answer) return;
    setRefused(answer.results.flatMap((result) => (result.error ? [{ number: numbers.get(result.orderId) ?? '', error: result.error }] : [])));
    onDone();
  }

  if (selected.length === 0 && refused.length === 0) return null;
  return (
    <div className="bulk-booking" role="group" aria-label={t('BOOK_SELECTED')}>
      {selected.length > 0 && (
        <span className="table__actions">
          <span>{t('ORDERS_SELECTED', { count: formatCount(selected.length) })}</span>
          <CourierSelect couriers={couriers} value={chosen} onChange={setCourier} label={t('CHOOSE_COURIER')} />
          <button type="button" className="button button--small" disabled={busy || booking.length === 0} onClick={() => void book()}>
            {t('BOOK_SELECTED')}
          </button>
          <button type="button" className="button button--small button--outline" disabled={busy || printing.length === 0} onClick={() => void printLabels(run, printing)}>
            {t('PRINT_LABELS')}
          </button>
        </span>
      )}
      {refused.length > 0 && (
        <ul className="bulk-booking__refused" role="status">
          {refused.map((item) => (
            <li key={item.number}>
              <strong>{item.number}</strong>: {item.error}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Each district's default courier, edited in place: the districts set, each with its courier
 * and a way to remove it, one to add, and Save (all at once).
 */
export function CourierDefaultsEditor({ couriers, defaults, onSaved }: { couriers: Courier[]; defaults: CourierDefaults | undefined; onSaved: () => void }) {
  const { t } = useTranslation();
  const [edited, setEdited] = useState<CourierDefaults | null>(null);
  const { busy, run } = useMutation();
  const shown = edited ?? defaults ?? { defaults: [] };
  const unset = districts.filter((district) => !shown.defaults.some((each) => each.district === district));

  function change(next: CourierDefaults['defaults']) {
    setEdited({ defaults: next });
  }

  async function save() {
    if (await run('defaults', () => saveCourierDefaults(shown), { success: t('DEFAULTS_SAVED') })) {
      setEdited(null);
      onSaved();
    }
  }

  return (
    <details className="courier-defaults card">
      <summary>{t('COURIER_DEFAULTS')}</summary>
      <p className="muted small">{t('COURIER_DEFAULTS_HINT')}</p>
      <ul className="courier-defaults__list">
        {shown.defaults.map((each, at) => (
          <li key={each.district}>
            <span>{districtName(each.district)}</span>
            <CourierSelect
              couriers={couriers}
              value={each.courier}
              label={`${t('CHOOSE_COURIER')}: ${districtName(each.district)}`}
              onChange={(courier) => change(shown.defaults.map((other, index) => (index === at ? { ...other, courier } : other)))}
            />
            <button type="button" className="button button--small button--outline" onClick={() => change(shown.defaults.filter((_, index) => index !== at))}>
              {t('REMOVE_DISTRICT', { district: districtName(each.district) })}
            </button>
          </li>
        ))}
      </ul>
      <span className="table__actions">
        <AddDistrict unlisted={unset} onAdd={(district) => change([...shown.defaults, { district, courier: preferred(couriers) }])} />
        <button type="button" className="button button--small" disabled={busy || edited === null} onClick={() => void save()}>
          {t('SAVE_DEFAULTS')}
        </button>
      </span>
    </details>
  );
}
