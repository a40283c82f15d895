import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame } from '@/components/field-frame';
import { FormActions } from '@/components/form-actions';
import { Modal } from '@/components/modal';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { categoryName, pathTo } from '@/lib/categories';
import type { Category, CategoryForm } from '@/lib/model';

/** Field → the server's refusal of it (the category form's rules are checked there alone). */
export type FieldErrors = Partial<Record<keyof CategoryForm, string>>;

interface CategoryDialogProps {
  /** The category being changed, `'new'` for a new one, or null when closed. */
  editing: Category | 'new' | null;
  all: readonly Category[];
  busy: boolean;
  errors: FieldErrors;
  onSave: (form: CategoryForm) => void;
  onCancel: () => void;
}

const blank: CategoryForm = { slug: '', name: '', nameBn: '', description: '', descriptionBn: '', parent: '', image: '' };

const formOf = (category: Category): CategoryForm => ({
  slug: category.slug,
  name: category.name,
  nameBn: category.nameBn ?? '',
  description: category.description,
  descriptionBn: category.descriptionBn ?? '',
  parent: category.parent ?? '',
  image: category.image ?? '',
});

/** Adds a category or changes one: its names, address, description and where it sits. */
export function CategoryDialog({ editing, all, busy, errors, onSave, onCancel }: CategoryDialogProps) {
  const { t } = useTranslation();
  const title = editing === 'new' ? t('ADD_CATEGORY') : editing ? t('EDIT_CATEGORY_NAMED', { name: editing.name }) : '';
  return (
    <Modal open={editing !== null} title={title} onClose={onCancel} busy={busy}>
      {editing && (
        <CategoryFields
          key={editing === 'new' ? 'new' : editing.slug}
          initial={editing === 'new' ? blank : formOf(editing)}
          editing={editing === 'new' ? null : editing.slug}
          all={all}
          busy={busy}
          errors={errors}
          onSave={onSave}
          onCancel={onCancel}
        />
      )}
    </Modal>
  );
}

interface CategoryFieldsProps extends Omit<CategoryDialogProps, 'editing'> {
  initial: CategoryForm;
  editing: string | null;
}

function CategoryFields({ initial, editing, all, busy, errors, onSave, onCancel }: CategoryFieldsProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const update = (field: keyof CategoryForm, value: string) => setForm((current) => ({ ...current, [field]: value }));
  // A category may sit inside one of the first two levels, never inside itself or below it.
  const parents = all.filter((candidate) => {
    const path = pathTo(all, candidate.slug);
    return path.length < 3 && !path.some((above) => above.slug === editing);
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave(form);
  }

  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField label={t('CATEGORY_NAME_FIELD')} value={form.name} error={errors.name} required autoFocus onChange={(event) => update('name', event.target.value)} />
      <TextField label={t('TOOL_NAME_BN')} lang="bn" value={form.nameBn} error={errors.nameBn} onChange={(event) => update('nameBn', event.target.value)} />
      <TextField
        label={t('CATEGORY_SLUG_FIELD')}
        hint={t('CATEGORY_SLUG_HINT')}
        value={form.slug}
        error={errors.slug}
        autoCapitalize="none"
        spellCheck={false}
        onChange={(event) => update('slug', event.target.value)}
      />
      <FieldFrame label={t('CATEGORY_PARENT_FIELD')} error={errors.parent}>
        {(control) => (
          <select {...control} value={form.parent} onChange={(event) => update('parent', event.target.value)}>
            <option value="">{t('TOP_OF_TREE')}</option>
            {parents.map((parent) => (
              <option key={parent.slug} value={parent.slug}>
                {pathTo(all, parent.slug).map(categoryName).join(' › ')}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <TextAreaField label={t('CATEGORY_DESCRIPTION_FIELD')} rows={3} value={form.description} error={errors.description} onChange={(event) => update('description', event.target.value)} />
      <TextAreaField
        label={t('TOOL_DESCRIPTION_BN')}
        lang="bn"
        rows={3}
        value={form.descriptionBn}
        error={errors.descriptionBn}
        onChange={(event) => update('descriptionBn', event.target.value)}
      />
      <FormActions busy={busy} onCancel={onCancel} submitLabel={t('SAVE_CATEGORY')} />
    </form>
  );
}
