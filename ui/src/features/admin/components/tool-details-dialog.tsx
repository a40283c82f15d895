import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame } from '@/components/field-frame';
import { FormActions } from '@/components/form-actions';
import { Modal } from '@/components/modal';
import { TextField } from '@/components/text-field';
import { categoryName, pathTo, useCategories } from '@/lib/categories';
import { checkToolDetails, errorsByField, type Tool, type ToolDetailsForm } from '@/lib/model';

interface ToolDetailsDialogProps {
  tool: Tool | null;
  busy: boolean;
  /** The server's refusal of a field (a part number another tool has), by field. */
  errors: Partial<Record<keyof ToolDetailsForm, string>>;
  onSave: (tool: Tool, details: ToolDetailsForm) => void;
  onCancel: () => void;
}

/** A tool's part number, brand and category, checked by the shared rules as they are typed. */
export function ToolDetailsDialog({ tool, busy, errors, onSave, onCancel }: ToolDetailsDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={tool !== null} title={tool ? t('DETAILS_OF', { tool: tool.toolName }) : ''} onClose={onCancel} busy={busy}>
      {tool && <DetailsForm key={tool._id} tool={tool} busy={busy} errors={errors} onSave={onSave} onCancel={onCancel} />}
    </Modal>
  );
}

function DetailsForm({ tool, busy, errors, onSave, onCancel }: { tool: Tool } & Omit<ToolDetailsDialogProps, 'tool'>) {
  const { t } = useTranslation();
  const { data: categories } = useCategories();
  const [form, setForm] = useState<ToolDetailsForm>({ partNumber: tool.partNumber, brand: tool.brand ?? '', category: tool.category ?? '' });
  const [submitted, setSubmitted] = useState(false);
  const outcome = checkToolDetails(form);
  const ruled = submitted ? errorsByField(outcome) : {};
  const update = (field: keyof ToolDetailsForm, value: string) => setForm((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (outcome.ok) onSave(tool, form);
  }

  return (
    <form className="form" noValidate onSubmit={submit}>
      <p className="muted small">{t('DETAILS_HINT')}</p>
      <TextField
        label={t('PART_NUMBER_FIELD')}
        value={form.partNumber}
        error={ruled.partNumber ?? errors.partNumber}
        autoCapitalize="characters"
        spellCheck={false}
        autoFocus
        onChange={(event) => update('partNumber', event.target.value)}
      />
      <TextField label={t('BRAND_FIELD')} value={form.brand} error={ruled.brand ?? errors.brand} onChange={(event) => update('brand', event.target.value)} />
      <FieldFrame label={t('COL_CATEGORY')} error={errors.category}>
        {(control) => (
          <select {...control} value={form.category} onChange={(event) => update('category', event.target.value)}>
            <option value="">{t('NO_CATEGORY')}</option>
            {categories?.map((category) => (
              <option key={category.slug} value={category.slug}>
                {pathTo(categories, category.slug).map(categoryName).join(' › ')}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FormActions busy={busy} onCancel={onCancel} submitLabel={t('SAVE_DETAILS')} />
    </form>
  );
}
