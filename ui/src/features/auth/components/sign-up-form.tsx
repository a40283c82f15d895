import { useTranslation } from 'react-i18next';
import { useMemo, useState, type FormEvent } from 'react';
import { TextField } from '@/components/text-field';
import { screens } from '@/config/paths';
import { checkRegistration, errorsByField, type RegistrationForm } from '@/lib/model';
import { useMutation } from '@/lib/use-mutation';
import { passwordSignUp } from '../api/sign-in-methods';

type Field = keyof RegistrationForm;

const empty: RegistrationForm = { name: '', email: '', password: '', confirmPassword: '', terms: false };

/**
 * The register form. Every keystroke runs the shop's own rules (the Rust crate, as wasm), so a
 * field shows its message as soon as the buyer has typed in it, in the spec's order.
 */
export function SignUpForm({ onRegistered }: { onRegistered?: (email: string) => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(empty);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const { busy, run } = useMutation();

  const outcome = useMemo(() => checkRegistration(form), [form]);
  const errors = errorsByField(outcome);
  const shown = (field: Field) => (submitted || touched[field] ? errors[field] : undefined);

  const update = (field: Field, value: string | boolean) => {
    setForm((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!outcome.ok) return;
    const { email } = outcome.value;
    await run('sign-up', () => passwordSignUp(form), { success: null, onSuccess: () => onRegistered?.(email) });
  }

  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField
        label={t('NAME')}
        name="name"
        autoComplete="name"
        value={form.name}
        error={shown('name')}
        onChange={(event) => update('name', event.target.value)}
      />
      <TextField
        label={t('EMAIL')}
        name="email"
        type="email"
        autoComplete="email"
        value={form.email}
        error={shown('email')}
        onChange={(event) => update('email', event.target.value)}
      />
      <TextField
        label={t('PASSWORD')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        hint={t('PASSWORD_RULES')}
        error={shown('password')}
        onChange={(event) => update('password', event.target.value)}
      />
      <TextField
        label={t('CONFIRM_PASSWORD')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={form.confirmPassword}
        error={shown('confirmPassword')}
        onChange={(event) => update('confirmPassword', event.target.value)}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          name="terms"
          checked={form.terms}
          onChange={(event) => update('terms', event.target.checked)}
        />
        <span>{t('ACCEPT_TERMS')}</span>
      </label>
      {/* A new tab, so the form keeps what was typed. */}
      <a className="small" href={screens.terms} target="_blank" rel="noopener">
        {t('READ_TERMS')}
      </a>
      <button type="submit" className="button button--block" disabled={!form.terms || busy}>
        {busy ? t('SIGNING_UP') : t('SIGN_UP')}
      </button>
    </form>
  );
}
