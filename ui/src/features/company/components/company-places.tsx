import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { AddressDialog, type AddressKeeper, type Editing } from '@/components/address-dialog';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { districtName } from '@/components/order-card';
import { Spinner } from '@/components/spinner';
import { endpoint } from '@/lib/api-client';
import { inDigits, words } from '@/lib/i18n';
import type { SavedAddress } from '@/lib/model';
import { useApi } from '@/lib/use-api';
import { useMutation } from '@/lib/use-mutation';
import { addCompanyPlace, removeCompanyPlace, updateCompanyPlace } from '../api/company';

/** The company's places, which have no default: each member starts from their own book. */
const companyPlaces: AddressKeeper = { add: addCompanyPlace, update: updateCompanyPlace, hasDefault: false };

/** What a place goes by: its name, else its district. */
const nameOf = (place: SavedAddress) => place.label || districtName(place.delivery.district);

/** The places the company's parcels go: every member may choose them at checkout; its admins keep them. */
export function CompanyPlaces({ manages }: { manages: boolean }) {
  const { t } = useTranslation();
  const { data: places, loading, error, reload } = useApi<SavedAddress[]>(endpoint('GET /company/addresses'));
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<SavedAddress | null>(null);
  const { busy, run } = useMutation();

  async function remove() {
    if (!removing) return;
    const id = removing.id;
    await run('remove-place', () => removeCompanyPlace(id), { success: words.ADDRESS_REMOVED, onSuccess: reload });
    setRemoving(null);
  }

  return (
    <section className="card" aria-labelledby="places-title">
      <h2 id="places-title">{t('COMPANY_PLACES')}</h2>
      <p className="muted small">{t('COMPANY_PLACES_HINT')}</p>
      {loading && !places && <Spinner />}
      {error && <LoadError message={error} onRetry={reload} />}
      {places?.length === 0 && <p className="muted">{t('COMPANY_PLACES_NONE')}</p>}
      {places && places.length > 0 && (
        <ul className="company__list">
          {places.map((place) => (
            <li key={place.id} className="company__row">
              <div>
                <p>
                  <strong>{nameOf(place)}</strong>
                </p>
                <p className="muted small">
                  {place.delivery.recipient} · {inDigits(place.delivery.phone)} · {place.delivery.address}, {districtName(place.delivery.district)}
                </p>
              </div>
              {manages && (
                <div className="company__actions">
                  <button type="button" className="button button--small button--outline" aria-label={t('EDIT_ADDRESS_NAMED', { name: nameOf(place) })} onClick={() => setEditing(place)}>
                    {t('EDIT')}
                  </button>
                  <button type="button" className="button button--small button--outline" aria-label={t('REMOVE_NAMED', { name: nameOf(place) })} onClick={() => setRemoving(place)}>
                    {t('REMOVE')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {manages && (
        <button type="button" className="button" onClick={() => setEditing('new')}>
          {t('ADD_ADDRESS')}
        </button>
      )}
      <AddressDialog editing={editing} keeper={companyPlaces} onClose={() => setEditing(null)} onSaved={reload} />
      <ConfirmDialog
        open={removing !== null}
        title={t('REMOVE_ADDRESS_Q')}
        confirmLabel={t('REMOVE')}
        cancelLabel={t('CANCEL')}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      >
        <p>{removing && `${nameOf(removing)}: ${removing.delivery.address}`}</p>
      </ConfirmDialog>
    </section>
  );
}
