import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { checkBanglaText, type BanglaTextBody, type Tool } from '@/lib/model';
import { FormActions } from '@/components/form-actions';

interface BanglaTextDialogProps {
  tool: Tool | null;
  busy: boolean;
  onSave: (tool: Tool, text: BanglaTextBody) => void;
  onCancel: () => void;
}

/** A tool's Bangla name and description, given or changed after it was added. */
export function BanglaTextDialog({ tool, busy, onSave, onCancel }: BanglaTextDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={tool !== null} title={tool ? t('BANGLA_TEXT_OF', { tool: tool.toolName }) : ''} onClose={onCancel} busy={busy}>
      {tool && <BanglaTextForm key={tool._id} tool={tool} busy={busy} onSave={onSave} onCancel={onCancel} />}
    </Modal>
  );
}

function BanglaTextForm({ tool, busy, onSave, onCancel }: { tool: Tool } & Omit<BanglaTextDialogProps, 'tool'>) {
  const { t } = useTranslation();
  const [name, setName] = useState(tool.toolNameBn ?? '');
  const [description, setDescription] = useState(tool.toolDescriptionBn ?? '');
  const [submitted, setSubmitted] = useState(false);
  const errors = checkBanglaText(name, description);
  const ok = !errors.toolNameBn && !errors.toolDescriptionBn;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (ok) onSave(tool, { toolNameBn: name, toolDescriptionBn: description });
  }

  return (
    <form className="form" noValidate onSubmit={submit}>
      <p className="muted small">{t('BANGLA_TEXT_HINT')}</p>
      <TextField label={t('TOOL_NAME_BN')} lang="bn" value={name} error={submitted ? errors.toolNameBn : undefined} autoFocus onChange={(event) => setName(event.target.value)} />
      <TextAreaField
        label={t('TOOL_DESCRIPTION_BN')}
        lang="bn"
        rows={4}
        value={description}
        error={submitted ? errors.toolDescriptionBn : undefined}
        onChange={(event) => setDescription(event.target.value)}
      />
      <FormActions busy={busy} onCancel={onCancel} submitLabel={t('SAVE')} />
    </form>
  );
}
