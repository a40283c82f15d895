import { useTranslation } from 'react-i18next';
import { FieldFrame } from '@/components/field-frame';
import { districtName } from '@/components/order-card';
import { TextField } from '@/components/text-field';
import { districts, type SavedAddress } from '@/lib/model';
import type { DeliveryFormState } from '@/lib/use-delivery-form';
import { inDigits } from '@/lib/i18n';

/** The checkout's extra: the buyer's address book, and a way to pick a place from it. */
interface SavedPlaces {
  saved?: SavedAddress[];
  choose?: (place: SavedAddress) => void;
}

/** A saved place in one line: its name if it has one, then where it is. */
export function placeLine({ label, delivery }: SavedAddress): string {
  const where = `${delivery.recipient}, ${delivery.address}, ${districtName(delivery.district)} · ${inDigits(delivery.phone)}`;
  return label ? `${label}: ${where}` : where;
}

/** Recipient, mobile number, address and district: where an order goes. */
export function DeliveryFields({ state, idPrefix = 'delivery' }: { state: DeliveryFormState & SavedPlaces; idPrefix?: string }) {
  const { t, i18n } = useTranslation();
  const { form, shown, update, saved = [], choose } = state;
  const chosen = saved.findIndex(({ delivery: place }) => place.recipient === form.recipient && place.phone === form.phone && place.address === form.address && place.district === form.district);
  return (
    <fieldset className="fieldset">
      <legend>{t('DELIVERY_DETAILS')}</legend>
      {choose && saved.length > 0 && (
        <FieldFrame label={t('SAVED_PLACES')} id={`${idPrefix}-saved`}>
          {(control) => (
            <select
              {...control}
              value={chosen < 0 ? '' : String(chosen)}
              onChange={(event) => {
                const place = saved[Number(event.target.value)];
                if (place) choose(place);
              }}
            >
              <option value="">{t('CHOOSE_SAVED_PLACE')}</option>
              {saved.map((place, index) => (
                // A buyer's own places and their company's are numbered apart: ids may repeat.
                <option key={`${index}:${place.id}`} value={String(index)}>
                  {placeLine(place)}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      )}
      <TextField
        id={`${idPrefix}-recipient`}
        label={t('RECIPIENT_NAME')}
        autoComplete="name"
        value={form.recipient}
        error={shown('recipient')}
        onChange={(event) => update('recipient', event.target.value)}
      />
      <TextField
        id={`${idPrefix}-phone`}
        label={t('MOBILE_NUMBER')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={inDigits('01712-345678')}
        value={form.phone}
        error={shown('phone')}
        onChange={(event) => update('phone', event.target.value)}
      />
      <TextField
        id={`${idPrefix}-address`}
        label={t('ADDRESS_FIELD')}
        autoComplete="street-address"
        value={form.address}
        error={shown('address')}
        onChange={(event) => update('address', event.target.value)}
      />
      <FieldFrame label={t('DISTRICT')} error={shown('district')} id={`${idPrefix}-district`}>
        {(control) => (
          <select {...control} value={form.district} onChange={(event) => update('district', event.target.value)}>
            <option value="">{t('CHOOSE_DISTRICT')}</option>
            {[...districts]
              .map((district) => ({ district, name: districtName(district) }))
              .sort((a, b) => a.name.localeCompare(b.name, i18n.language))
              .map(({ district, name }) => (
                <option key={district} value={district}>
                  {name}
                </option>
              ))}
          </select>
        )}
      </FieldFrame>
    </fieldset>
  );
}
