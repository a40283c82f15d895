import { useTranslation } from 'react-i18next';
import { useId, useState, type FormEvent } from 'react';
import { districtName } from '@/components/order-card';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { districts, type ChargeTable, type DistrictRateForm, type RateForm } from '@/lib/model';
import { useMutation } from '@/lib/use-mutation';
import { useTitle } from '@/lib/use-title';
import { saveChargeTable, useChargeTable } from '../api/delivery-charges';
import { AddDistrict } from './add-district';

/** The table as its fields hold it: amounts as typed, in either script. */
interface Fields {
  enabled: boolean;
  insideDhaka: TypedRate;
  outsideDhaka: TypedRate;
  districts: TypedDistrictRate[];
  vatRate: string;
}
type TypedRate = { [Field in keyof RateForm]: string };
type TypedDistrictRate = { [Field in keyof DistrictRateForm]: string };

const typed = (rate: { firstKg: number; extraKg: number }): TypedRate => ({ firstKg: String(rate.firstKg), extraKg: String(rate.extraKg) });

function fieldsOf(table: ChargeTable): Fields {
  return {
    enabled: table.enabled,
    insideDhaka: typed(table.insideDhaka),
    outsideDhaka: typed(table.outsideDhaka),
    districts: table.districts.map((own) => ({ district: own.district, ...typed(own) })),
    // Basis points as the percentage the owner types: 1500 is 15, 750 is 7.5.
    vatRate: String(table.vatRate / 100),
  };
}

/**
 * The owner's delivery charges: on or off, what a parcel costs inside and outside Dhaka (up to
 * a kilogram, then each further one), districts priced apart, and the VAT rate in the charge.
 * The server checks every amount by the shared rules; a refusal is shown beside its group.
 */
export function DeliveryChargesPage() {
  const { t } = useTranslation();
  useTitle(t('DELIVERY_CHARGES'));
  const { data, loading, error, reload } = useChargeTable();
  return (
    <section>
      <h1>{t('DELIVERY_CHARGES')}</h1>
      <p className="muted">{t('DELIVERY_CHARGES_HINT')}</p>
      {error && <LoadError message={error} onRetry={reload} />}
      {loading && !data && <Spinner label={t('LOADING')} />}
      {data && <ChargesForm key={JSON.stringify(data)} table={data} onSaved={reload} />}
    </section>
  );
}

function ChargesForm({ table, onSaved }: { table: ChargeTable; onSaved: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [fields, setFields] = useState(() => fieldsOf(table));
  const [problem, setProblem] = useState<{ field: string | null; message: string } | null>(null);
  const { busy, run } = useMutation();
  const unpriced = districts.filter((district) => !fields.districts.some((own) => own.district === district));
  const problemOf = (field: string) => (problem?.field === field ? problem.message : undefined);

  async function save(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    await run('save', () => saveChargeTable(fields), {
      success: t('CHARGES_SAVED'),
      onSuccess: onSaved,
      onError: (refusal) => {
        setProblem({ field: refusal.field, message: refusal.message });
        return refusal.status === 422;
      },
    });
  }

  const zone = (key: 'insideDhaka' | 'outsideDhaka', label: string) => (
    <fieldset className="charges__zone">
      <legend>{label}</legend>
      <RateFields
        id={`${id}-${key}`}
        rate={fields[key]}
        label={label}
        error={problemOf(key)}
        onChange={(rate) => setFields((current) => ({ ...current, [key]: rate }))}
      />
    </fieldset>
  );

  return (
    <form className="card form charges" noValidate onSubmit={(event) => void save(event)}>
      <label className="checkbox">
        <input type="checkbox" checked={fields.enabled} onChange={(event) => setFields((current) => ({ ...current, enabled: event.target.checked }))} />
        {t('CHARGE_FOR_DELIVERY')}
      </label>
      {zone('insideDhaka', t('INSIDE_DHAKA'))}
      {zone('outsideDhaka', t('OUTSIDE_DHAKA'))}
      <fieldset className="charges__zone">
        <legend>{t('DISTRICT_RATES')}</legend>
        {fields.districts.map((own, at) => (
          <div key={own.district} className="charges__district">
            <strong>{districtName(own.district)}</strong>
            <RateFields
              id={`${id}-district-${at}`}
              rate={own}
              label={districtName(own.district)}
              onChange={(rate) =>
                setFields((current) => ({ ...current, districts: current.districts.map((other, index) => (index === at ? { ...other, ...rate } : other)) }))
              }
            />
            <button
              type="button"
              className="button button--small button--outline"
              onClick={() => setFields((current) => ({ ...current, districts: current.districts.filter((_, index) => index !== at) }))}
            >
              {t('REMOVE_DISTRICT', { district: districtName(own.district) })}
            </button>
          </div>
        ))}
        {(problemOf('districts') ?? problemOf('district')) && (
          <p className="field__error" role="alert">
            {problemOf('districts') ?? problemOf('district')}
          </p>
        )}
        <span className="table__actions">
          <AddDistrict
            unlisted={unpriced}
            onAdd={(district) => {
              // A new district starts at the zone it would otherwise pay.
              const rate = district === 'Dhaka' ? fields.insideDhaka : fields.outsideDhaka;
              setFields((current) => ({ ...current, districts: [...current.districts, { district, ...rate }] }));
            }}
          />
        </span>
      </fieldset>
      <TextField
        id={`${id}-vat`}
        label={t('DELIVERY_VAT_RATE')}
        inputMode="decimal"
        value={fields.vatRate}
        error={problemOf('vatRate')}
        onChange={(event) => setFields((current) => ({ ...current, vatRate: event.target.value }))}
      />
      {problem && problem.field === null && (
        <p className="notice notice--error" role="alert">
          {problem.message}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {t('SAVE_CHARGES')}
      </button>
    </form>
  );
}

/** A rate's two amounts, each labelled with whose rate it is for screen readers. */
function RateFields({ id, rate, label, error, onChange }: { id: string; rate: TypedRate; label: string; error?: string; onChange: (rate: TypedRate) => void }) {
  const { t } = useTranslation();
  return (
    <div className="charges__rate">
      <TextField
        id={`${id}-first`}
        label={t('FIRST_KG_TK')}
        aria-label={`${label}: ${t('FIRST_KG_TK')}`}
        inputMode="decimal"
        autoComplete="off"
        value={rate.firstKg}
        error={error}
        onChange={(event) => onChange({ ...rate, firstKg: event.target.value })}
      />
      <TextField
        id={`${id}-extra`}
        label={t('EXTRA_KG_TK')}
        aria-label={`${label}: ${t('EXTRA_KG_TK')}`}
        inputMode="decimal"
        autoComplete="off"
        value={rate.extraKg}
        onChange={(event) => onChange({ ...rate, extraKg: event.target.value })}
      />
    </div>
  );
}
