import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { categoryName, pathTo, useCategories } from '@/lib/categories';
import type { ApiError } from '@/lib/api-client';
import { formatCount } from '@/lib/i18n';
import type { Category, CategoryForm, SpecsForm } from '@/lib/model';
import { useMutation } from '@/lib/use-mutation';
import { useTitle } from '@/lib/use-title';
import { addCategory, changeCategory, removeCategory, setSpecs } from '../api/categories';
import { AdminTable } from './admin-table';
import { CategoryDialog, type FieldErrors } from './category-dialog';
import { SpecsDialog } from './specs-dialog';
import { SpreadsheetButtons } from './spreadsheet-buttons';
import { SynonymsForm } from './synonyms-form';

/** The owner's category tree: add, change (names, address, place) and remove empty ones. */
export function ManageCategoriesPage() {
  const { t } = useTranslation();
  useTitle(t('DASH_CATEGORIES'));
  const { data: all, loading, error, reload } = useCategories();
  const { running, run } = useMutation();
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const [removing, setRemoving] = useState<Category | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [specifying, setSpecifying] = useState<Category | null>(null);
  const [specsError, setSpecsError] = useState<string>();

  function open(category: Category | 'new') {
    setErrors({});
    setEditing(category);
  }

  // A refusal of one field is shown under it; anything else is a toast.
  const showUnderField = (refusal: ApiError) => {
    if (!refusal.field) return false;
    setErrors({ [refusal.field]: refusal.message });
    return true;
  };

  async function save(form: CategoryForm) {
    if (!editing) return;
    const action = editing === 'new' ? () => addCategory(form) : () => changeCategory(editing.slug, form);
    const saved = await run('save', action, { success: t('CATEGORY_SAVED'), onError: showUnderField });
    if (saved) {
      setEditing(null);
      reload();
    }
  }

  function openSpecs(category: Category) {
    setSpecsError(undefined);
    setSpecifying(category);
  }

  async function saveSpecs(form: SpecsForm) {
    if (!specifying) return;
    const saved = await run('specs', () => setSpecs(specifying.slug, form), {
      success: t('SPECS_SAVED'),
      // A refusal names the specification's place in the list; it stays beside the list.
      onError: (refusal) => {
        setSpecsError(refusal.message);
        return true;
      },
    });
    if (saved) {
      setSpecifying(null);
      reload();
    }
  }

  async function remove() {
    if (!removing) return;
    const done = await run('remove', () => removeCategory(removing.slug), { success: t('CATEGORY_REMOVED') });
    setRemoving(null);
    if (done) reload();
  }

  return (
    <section>
      <h1>{t('DASH_CATEGORIES')}</h1>
      <p className="muted">{t('CATEGORIES_HINT')}</p>
      <p>
        <button type="button" className="button" onClick={() => open('new')}>
          {t('ADD_CATEGORY')}
        </button>
      </p>
      <SpreadsheetButtons file="categories" />
      <AdminTable
        caption={t('CATEGORY_TREE')}
        columns={[t('COL_CATEGORY'), t('COL_ADDRESS'), t('COL_TOOLS'), t('COL_SPECS'), t('COL_ACTIONS')]}
        rows={all}
        loading={loading}
        error={error}
        onRetry={reload}
        empty={t('NO_CATEGORIES')}
        row={(category) => (
          <tr key={category.slug}>
            <td className={`category-level-${pathTo(all ?? [], category.slug).length}`}>
              {categoryName(category)}
              {category.nameBn && category.nameBn !== categoryName(category) && (
                <span className="muted small" lang="bn">
                  {' '}
                  · {category.nameBn}
                </span>
              )}
            </td>
            <td>
              <code>{category.slug}</code>
            </td>
            <td>{formatCount(category.toolCount)}</td>
            <td>
              <button type="button" className="button button--small button--outline" aria-label={t('SPECS_OF', { name: category.name })} onClick={() => openSpecs(category)}>
                {formatCount(category.specs?.length ?? 0)}
              </button>
            </td>
            <td className="table__actions">
              <button type="button" className="button button--small button--outline" aria-label={t('EDIT_CATEGORY_NAMED', { name: category.name })} onClick={() => open(category)}>
                {t('EDIT')}
              </button>
              <button type="button" className="button button--small button--danger" aria-label={t('REMOVE_NAMED', { name: category.name })} onClick={() => setRemoving(category)}>
                {t('REMOVE')}
              </button>
            </td>
          </tr>
        )}
      />
      <CategoryDialog editing={editing} all={all ?? []} busy={running === 'save'} errors={errors} onSave={save} onCancel={() => setEditing(null)} />
      <SynonymsForm />
      <SpecsDialog editing={specifying} busy={running === 'specs'} error={specsError} onSave={saveSpecs} onCancel={() => setSpecifying(null)} />
      <ConfirmDialog
        open={removing !== null}
        title={removing ? t('REMOVE_CATEGORY_Q', { name: removing.name }) : ''}
        confirmLabel={t('YES')}
        cancelLabel={t('NO')}
        busy={running === 'remove'}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      >
        <p>{t('REMOVE_CATEGORY_HINT')}</p>
      </ConfirmDialog>
    </section>
  );
}
