import { useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import { districtName } from '@/components/order-card';

/** 'Add a district': a choice of the districts not listed yet and the button that adds one. */
export function AddDistrict({ unlisted, onAdd }: { unlisted: string[]; onAdd: (district: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [adding, setAdding] = useState('');
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t('ADD_DISTRICT')}
      </label>
      <select id={id} className="district-adder" value={adding} onChange={(event) => setAdding(event.target.value)}>
        <option value="">{t('ADD_DISTRICT')}</option>
        {unlisted.map((district) => (
          <option key={district} value={district}>
            {districtName(district)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button--small button--outline"
        disabled={!adding}
        onClick={() => {
          onAdd(adding);
          setAdding('');
        }}
      >
        {t('ADD_DISTRICT')}
      </button>
    </>
  );
}
