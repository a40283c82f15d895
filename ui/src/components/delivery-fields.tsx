import { FieldFrame } from '@/components/field-frame';
import { TextField } from '@/components/text-field';
import { districts } from '@/lib/model';
import type { DeliveryFormState } from '@/lib/use-delivery-form';

/** Recipient, mobile number, address and district: where an order goes. */
export function DeliveryFields({ state, idPrefix = 'delivery' }: { state: DeliveryFormState; idPrefix?: string }) {
  const { form, shown, update } = state;
  return (
    <fieldset className="fieldset">
      <legend>Delivery details</legend>
      <TextField
        id={`${idPrefix}-recipient`}
        label="Recipient's name"
        autoComplete="name"
        value={form.recipient}
        error={shown('recipient')}
        onChange={(event) => update('recipient', event.target.value)}
      />
      <TextField
        id={`${idPrefix}-phone`}
        label="Mobile number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="01712-345678"
        value={form.phone}
        error={shown('phone')}
        onChange={(event) => update('phone', event.target.value)}
      />
      <TextField
        id={`${idPrefix}-address`}
        label="Address (house, road, area)"
        autoComplete="street-address"
        value={form.address}
        error={shown('address')}
        onChange={(event) => update('address', event.target.value)}
      />
      <FieldFrame label="District" error={shown('district')} id={`${idPrefix}-district`}>
        {(control) => (
          <select {...control} value={form.district} onChange={(event) => update('district', event.target.value)}>
            <option value="">Choose the district…</option>
            {[...districts].sort().map((district) => (
              <option key={district} value={district}>
                {district}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
    </fieldset>
  );
}
