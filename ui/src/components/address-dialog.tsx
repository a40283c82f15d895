import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { DeliveryFields } from '@/components/delivery-fields';
import { Modal } from '@/components/modal';
import { TextField } from '@/components/text-field';
import type { AddressForm, DeliveryForm, SavedAddress } from '@/lib/model';
import { useDeliveryForm } from '@/lib/use-delivery-form';
import { useMutation } from '@/lib/use-mutation';
import { words } from '@/lib/i18n';
import { FormActions } from '@/components/form-actions';

/** What the address dialog edits: a saved place, or a new one. */
export type Editing = SavedAddress | 'new' | null;

/** The shared rule's limit (shared/src/address_book.rs); the server says so if it is passed. */
const MAX_LABEL_LENGTH = 40;

const emptyPlace: DeliveryForm = { recipient: '', phone: '', address: '', district: '' };

/** Where a place is kept: a buyer's own book (which has a default place), or a company's. */
export interface AddressKeeper {
  add: (form: AddressForm) => Promise<SavedAddress>;
  update: (id: number, form: AddressForm) => Promise<SavedAddress>;
  /** Whether one of the places is where the checkout starts. */
  hasDefault: boolean;
}

interface AddressDialogProps {
  editing: Editing;
  keeper: AddressKeeper;
  onClose: () => void;
  onSaved: () => void;
}

/** Adds or edits a saved place. */
export function AddressDialog({ editing, keeper, onClose, onSaved }: AddressDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={editing !== null} title={editing === 'new' ? t('ADD_ADDRESS') : t('EDIT_ADDRESS')} onClose={onClose}>
      {editing !== null && <AddressEditor key={editing === 'new' ? 'new' : editing.id} editing={editing} keeper={keeper} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function AddressEditor({ editing, keeper, onClose, onSaved }: Omit<AddressDialogProps, 'editing'> & { editing: SavedAddress | 'new' }) {
  const { t } = useTranslation();
  const place = editing === 'new' ? null : editing;
  const state = useDeliveryForm(place ? { ...place.delivery } : emptyPlace);
  const [label, setLabel] = useState(place?.label ?? '');
  const [isDefault, setIsDefault] = useState(place?.isDefault ?? false);
  const [labelError, setLabelError] = useState<string>();
  const { busy, run } = useMutation();

  async function save(event: FormEvent) {
    event.preventDefault();
    const delivery = state.submit();
    if (!delivery) return;
    const form = { label, isDefault, delivery };
    const saved = await run('address', () => (place ? keeper.update(place.id, form) : keeper.add(form)), {
      success: words.ADDRESS_SAVED,
      onError: (error) => {
        if (error.field !== 'label') return false;
        setLabelError(error.message);
        return true;
      },
    });
    if (saved) {
      onSaved();
      onClose();
    }
  }

  return (
    <form className="form" noValidate onSubmit={save}>
      <TextField
        id="address-label"
        label={t('ADDRESS_LABEL')}
        placeholder={t('ADDRESS_LABEL_EXAMPLE')}
        maxLength={MAX_LABEL_LENGTH}
        value={label}
        error={labelError}
        onChange={(event) => {
          setLabel(event.target.value);
          setLabelError(undefined);
        }}
      />
      <DeliveryFields state={state} idPrefix="address" />
      {keeper.hasDefault && (
        <label className="checkbox">
          <input type="checkbox" checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} />
          <span>{t('MAKE_DEFAULT')}</span>
        </label>
      )}
      <FormActions busy={busy} onCancel={onClose} submitLabel={t('SAVE_ADDRESS')} />
    </form>
  );
}
