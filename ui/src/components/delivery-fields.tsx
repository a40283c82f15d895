import { useTranslation } from 'react-i18next';
import { FieldFrame } from '@/components/field-frame';
import { TextField } from '@/components/text-field';
import { districtLabels, districts } from '@/lib/model';
import type { DeliveryFormState } from '@/lib/use-delivery-form';
import { inDigits } from '@/lib/i18n';

/** Recipient, mobile number, address and district: where an order goes. */
export function DeliveryFields({ state, idPrefix = 'delivery' }: { state: DeliveryFormState; idPrefix?: string }) {
  const { t, i18n } = useTranslation();
  const { form, shown, update } = state;
  return (
    <fieldset className="fieldset">
      <legend>{t('DELIVERY_DETAILS')}</legend>
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
              .map((district) => ({ district, name: t(districtLabels[district]) }))
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
