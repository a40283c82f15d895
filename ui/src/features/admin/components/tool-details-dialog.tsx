import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame } from '@/components/field-frame';
import { FormActions } from '@/components/form-actions';
import { Modal } from '@/components/modal';
import { TextField } from '@/components/text-field';
import { categoryName, pathTo, useCategories } from '@/lib/categories';
import { inDigits } from '@/lib/i18n';
import { checkSpecValue, checkToolDetails, errorsByField, type Specification, type Tool, type ToolDetailsForm } from '@/lib/model';
import { specName, specsAlong, specValue } from '@/lib/specifications';

interface ToolDetailsDialogProps {
  tool: Tool | null;
  busy: boolean;
  /** The server's refusal of a field (a part number another tool has), by field. */
  errors: Partial<Record<keyof ToolDetailsForm, string>>;
  onSave: (tool: Tool, details: ToolDetailsForm) => void;
  onCancel: () => void;
}

/**
 * A tool's part number, brand, category and its values of the category's specifications,
 * checked by the shared rules as they are typed.
 */
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
  const [form, setForm] = useState<ToolDetailsForm>({ partNumber: tool.partNumber, brand: tool.brand ?? '', category: tool.category ?? '', specs: { ...tool.specs } });
  const [submitted, setSubmitted] = useState(false);
  const specs = categories && form.category ? specsAlong(categories, form.category) : [];
  const outcome = checkToolDetails(form);
  const specErrors = specs.map((spec) => errorsByField(checkSpecValue(spec, form.specs[spec.key] ?? '')).value);
  const ruled = submitted ? errorsByField(outcome) : {};
  const update = (field: 'partNumber' | 'brand' | 'category', value: string) => setForm((current) => ({ ...current, [field]: value }));
  const setSpec = (key: string, value: string) => setForm((current) => ({ ...current, specs: { ...current.specs, [key]: value } }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!outcome.ok || specErrors.some(Boolean)) return;
    // Only the category's specifications travel: values of another category's are dropped by
    // the server when the tool moves, and an empty field removes a value.
    const kept = Object.fromEntries(specs.map((spec) => [spec.key, form.specs[spec.key] ?? '']));
    onSave(tool, { ...form, specs: kept });
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
      {specs.length > 0 && (
        <fieldset className="spec-fields">
          <legend>{t('TOOL_SPECS')}</legend>
          <p className="muted small">{t('TOOL_SPECS_HINT')}</p>
          {specs.map((spec, at) => (
            <SpecField
              key={spec.key}
              spec={spec}
              value={form.specs[spec.key] ?? ''}
              error={submitted ? specErrors[at] : undefined}
              onChange={(value) => setSpec(spec.key, value)}
            />
          ))}
          {errors.specs && (
            <p className="field__error" role="alert">
              {errors.specs}
            </p>
          )}
        </fieldset>
      )}
      <FormActions busy={busy} onCancel={onCancel} submitLabel={t('SAVE_DETAILS')} />
    </form>
  );
}

/** One specification's value: a list for a choice or yes/no, typed for a number or words. */
function SpecField({ spec, value, error, onChange }: { spec: Specification; value: string; error: string | undefined; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const label = spec.unit ? `${specName(spec)} (${spec.unit})` : specName(spec);
  if (spec.kind === 'choice' || spec.kind === 'flag') {
    const values = spec.kind === 'flag' ? ['yes', 'no'] : (spec.choices ?? []).map((choice) => choice.value);
    return (
      <FieldFrame label={label} error={error}>
        {(control) => (
          <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
            <option value="">{t('SPEC_NOT_GIVEN')}</option>
            {values.map((choice) => (
              <option key={choice} value={choice}>
                {specValue(spec, choice)}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
    );
  }
  const hint = spec.min !== undefined && spec.max !== undefined ? t('SPEC_RANGE_HINT', { min: inDigits(spec.min), max: inDigits(spec.max) }) : undefined;
  return <TextField label={label} value={value} error={error} hint={hint} inputMode={spec.kind === 'number' ? 'decimal' : undefined} onChange={(event) => onChange(event.target.value)} />;
}
