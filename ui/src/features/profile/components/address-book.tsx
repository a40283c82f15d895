import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { districtName } from '@/components/order-card';
import { Spinner } from '@/components/spinner';
import { endpoint } from '@/lib/api-client';
import { inDigits, words } from '@/lib/i18n';
import type { SavedAddress } from '@/lib/model';
import { useApi } from '@/lib/use-api';
import { useMutation } from '@/lib/use-mutation';
import { AddressDialog, type AddressKeeper, type Editing } from '@/components/address-dialog';
import { addAddress, removeAddress, updateAddress } from '../api/addresses';

/** The buyer's own book, whose first place is where the checkout starts. */
const ownBook: AddressKeeper = { add: addAddress, update: updateAddress, hasDefault: true };

/** What a place goes by: the buyer's name for it, else its district. */
const nameOf = (place: SavedAddress) => place.label || districtName(place.delivery.district);

/** The buyer's delivery addresses on their profile: the checkout's list, kept here. */
export function AddressBook() {
  const { t } = useTranslation();
  const { data: places, loading, error, reload } = useApi<SavedAddress[]>(endpoint('GET /me/addresses'));
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<SavedAddress | null>(null);
  const { busy, run } = useMutation();

  async function remove() {
    if (!removing) return;
    await run('remove', () => removeAddress(removing.id), { success: words.ADDRESS_REMOVED, onSuccess: reload });
    setRemoving(null);
  }

  return (
    <section className="address-book card" aria-labelledby="address-book-title">
      <h2 id="address-book-title">{t('MY_ADDRESSES')}</h2>
      {loading && <Spinner />}
      {error && <LoadError message={error} onRetry={reload} />}
      {places?.length === 0 && <p className="address-book__empty">{t('NO_ADDRESSES')}</p>}
      {places && places.length > 0 && (
        <ul className="address-book__list">
          {places.map((place) => (
            <li key={place.id} className="address-book__place">
              <div>
                <p className="address-book__name">
                  <strong>{nameOf(place)}</strong>
                  {place.isDefault && <span className="badge badge--info">{t('DEFAULT_ADDRESS')}</span>}
                </p>
                <p>
                  {place.delivery.recipient} · {inDigits(place.delivery.phone)}
                </p>
                <p>
                  {place.delivery.address}, {districtName(place.delivery.district)}
                </p>
              </div>
              <div className="address-book__actions">
                <button type="button" className="button button--small button--outline" aria-label={t('EDIT_ADDRESS_NAMED', { name: nameOf(place) })} onClick={() => setEditing(place)}>
                  {t('EDIT')}
                </button>
                <button type="button" className="button button--small button--outline" aria-label={t('REMOVE_NAMED', { name: nameOf(place) })} onClick={() => setRemoving(place)}>
                  {t('REMOVE')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button" onClick={() => setEditing('new')}>
        {t('ADD_ADDRESS')}
      </button>
      <AddressDialog editing={editing} keeper={ownBook} onClose={() => setEditing(null)} onSaved={reload} />
      <ConfirmDialog
        open={removing !== null}
        title={t('REMOVE_ADDRESS_Q')}
        confirmLabel={t('REMOVE')}
        cancelLabel={t('CANCEL')}
        busy={busy}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      >
        <p>{removing && `${nameOf(removing)}: ${removing.delivery.address}`}</p>
        <p>{t('REMOVE_ADDRESS_HINT')}</p>
      </ConfirmDialog>
    </section>
  );
}
