import { useTranslation } from 'react-i18next';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '@/components/text-field';
import type { Note } from '@/lib/model';
import { useMutation } from '@/lib/use-mutation';

interface PhoneCodeFormProps {
  /** Asks the shop to text a code to the number; its note says where it went. */
  sendCode: (phone: string) => Promise<Note>;
  /** Uses the code (and the name, when asked for). */
  redeem: (phone: string, code: string, name: string) => Promise<unknown>;
  /** Ask a name too, for an account the number makes. */
  askName?: boolean;
  submitLabel: string;
  success?: string;
  onDone: () => void;
}

/**
 * A mobile number and the six-digit code texted to it, in two steps: the number and 'Send the
 * code', then the code (the phone may fill it in) and the step it is for. The shop's refusal
 * stays beside the form; the shared rules of the number and the code are the server's.
 */
export function PhoneCodeForm({ sendCode, redeem, askName = false, submitLabel, success, onDone }: PhoneCodeFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ field: string | null; message: string } | null>(null);
  const { running, run } = useMutation();
  const shown = (field: string) => (problem?.field === field ? problem.message : undefined);
  const onError = (failure: { field: string | null; message: string }) => {
    setProblem(failure);
    return true;
  };

  async function ask(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const note = await run('code', () => sendCode(phone), { success: null, onError });
    if (note) setSent(note.message);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    await run('use', () => redeem(phone, code, name), { success, onSuccess: onDone, onError });
  }

  return (
    <>
      <form className="form" noValidate onSubmit={(event) => void ask(event)} aria-labelledby={`${id}-send`}>
        <TextField
          id={`${id}-phone`}
          label={t('MOBILE_NUMBER')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={phone}
          error={shown('phone')}
          onChange={(event) => setPhone(event.target.value)}
        />
        <button id={`${id}-send`} type="submit" className="button button--outline" disabled={running !== null}>
          {t('SEND_CODE')}
        </button>
      </form>
      {sent && (
        <form className="form" noValidate onSubmit={(event) => void submit(event)}>
          <p className="notice" role="status">
            {sent}
          </p>
          <TextField
            id={`${id}-code`}
            label={t('CODE_FIELD')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            error={shown('code')}
            onChange={(event) => setCode(event.target.value)}
          />
          {askName && (
            <TextField
              id={`${id}-name`}
              label={t('NAME_FOR_NEW_ACCOUNT')}
              autoComplete="name"
              value={name}
              error={shown('name')}
              onChange={(event) => setName(event.target.value)}
            />
          )}
          <button type="submit" className="button button--block" disabled={running !== null}>
            {submitLabel}
          </button>
        </form>
      )}
      {problem && problem.field === null && (
        <p className="form__error" role="alert">
          {problem.message}
        </p>
      )}
    </>
  );
}
