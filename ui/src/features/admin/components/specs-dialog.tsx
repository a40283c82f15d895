import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame } from '@/components/field-frame';
import { FormActions } from '@/components/form-actions';
import { Modal } from '@/components/modal';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import type { Category, SpecForm, SpecKind, Specification, SpecsForm } from '@/lib/model';

interface SpecsDialogProps {
  /** The category whose specifications are changed, or null when closed. */
  editing: Category | null;
  busy: boolean;
  /** The server's refusal (its rules are checked there alone), naming the specification's place. */
  error: string | undefined;
  onSave: (form: SpecsForm) => void;
  onCancel: () => void;
}

/** A specification as its fields hold it: the choices as lines of `English | Bangla`. */
interface SpecRow extends Omit<SpecForm, 'choices'> {
  choices: string;
}

const KINDS: [SpecKind, 'SPEC_KIND_NUMBER' | 'SPEC_KIND_CHOICE' | 'SPEC_KIND_FLAG' | 'SPEC_KIND_TEXT'][] = [
  ['number', 'SPEC_KIND_NUMBER'],
  ['choice', 'SPEC_KIND_CHOICE'],
  ['flag', 'SPEC_KIND_FLAG'],
  ['text', 'SPEC_KIND_TEXT'],
];

const rowOf = (spec: Specification): SpecRow => ({
  key: spec.key,
  name: spec.name,
  nameBn: spec.nameBn ?? '',
  kind: spec.kind,
  unit: spec.unit ?? '',
  min: spec.min ?? '',
  max: spec.max ?? '',
  choices: (spec.choices ?? []).map((choice) => (choice.labelBn ? `${choice.label} | ${choice.labelBn}` : choice.label)).join('\n'),
});

const blank: SpecRow = { key: '', name: '', nameBn: '', kind: 'number', unit: '', min: '', max: '', choices: '' };

/**
 * The form of a row: a choice's lines as choices, each keeping the value it had when its
 * English label is unchanged, so the tools' values of it stay.
 */
function formOf(row: SpecRow, before: Specification | undefined): SpecForm {
  const choices = row.choices
    .split('\n')
    .map((line) => line.split('|').map((part) => part.trim()))
    .filter(([label]) => label)
    .map(([label = '', labelBn = '']) => ({ value: before?.choices?.find((choice) => choice.label === label)?.value ?? '', label, labelBn }));
  return { ...row, choices: row.kind === 'choice' ? choices : [] };
}

/** The owner's list of a category's specifications: add, change, reorder and remove. */
export function SpecsDialog({ editing, busy, error, onSave, onCancel }: SpecsDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={editing !== null} title={editing ? t('SPECS_OF', { name: editing.name }) : ''} onClose={onCancel} busy={busy}>
      {editing && <SpecsFields key={editing.slug} category={editing} busy={busy} error={error} onSave={onSave} onCancel={onCancel} />}
    </Modal>
  );
}

function SpecsFields({ category, busy, error, onSave, onCancel }: Omit<SpecsDialogProps, 'editing'> & { category: Category }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<SpecRow[]>(() => (category.specs ?? []).map(rowOf));
  const update = (at: number, change: Partial<SpecRow>) => setRows((current) => current.map((row, index) => (index === at ? { ...row, ...change } : row)));
  const moveUp = (at: number) =>
    setRows((current) => current.map((row, index) => (index === at - 1 ? current[at] : index === at ? current[at - 1] : row) ?? row));
  const remove = (at: number) => setRows((current) => current.filter((_, index) => index !== at));

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave({ specs: rows.map((row) => formOf(row, category.specs?.find((spec) => spec.key === row.key))) });
  }

  return (
    <form className="form" noValidate onSubmit={submit}>
      <p className="muted small">{t('SPECS_HINT')}</p>
      {rows.length === 0 && <p className="muted">{t('NO_SPECS')}</p>}
      {rows.map((row, at) => (
        <fieldset key={at} className="spec-fields">
          <legend>
            {t('SPEC_NUMBERED', { number: String(at + 1) })}
            {row.key && <code className="small"> {row.key}</code>}
          </legend>
          <TextField label={t('CATEGORY_NAME_FIELD')} value={row.name} required onChange={(event) => update(at, { name: event.target.value })} />
          <TextField label={t('TOOL_NAME_BN')} lang="bn" value={row.nameBn} onChange={(event) => update(at, { nameBn: event.target.value })} />
          <FieldFrame label={t('SPEC_KIND_FIELD')}>
            {(control) => (
              <select {...control} value={row.kind} onChange={(event) => update(at, { kind: event.target.value as SpecKind })}>
                {KINDS.map(([kind, word]) => (
                  <option key={kind} value={kind}>
                    {t(word)}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          {row.kind === 'number' && (
            <>
              <TextField label={t('SPEC_UNIT_FIELD')} value={row.unit} onChange={(event) => update(at, { unit: event.target.value })} />
              <TextField label={t('SPEC_MIN_FIELD')} inputMode="decimal" value={row.min} onChange={(event) => update(at, { min: event.target.value })} />
              <TextField label={t('SPEC_MAX_FIELD')} inputMode="decimal" value={row.max} onChange={(event) => update(at, { max: event.target.value })} />
            </>
          )}
          {row.kind === 'choice' && <TextAreaField label={t('SPEC_CHOICES_FIELD')} rows={4} value={row.choices} onChange={(event) => update(at, { choices: event.target.value })} />}
          <p className="table__actions">
            {at > 0 && (
              <button type="button" className="button button--small button--outline" onClick={() => moveUp(at)}>
                {t('MOVE_UP')}
              </button>
            )}
            <button type="button" className="button button--small button--danger" onClick={() => remove(at)}>
              {t('REMOVE')}
            </button>
          </p>
        </fieldset>
      ))}
      <p>
        <button type="button" className="button button--outline" onClick={() => setRows((current) => [...current, blank])}>
          {t('ADD_SPEC')}
        </button>
      </p>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <FormActions busy={busy} onCancel={onCancel} submitLabel={t('SAVE_SPECS')} />
    </form>
  );
}
