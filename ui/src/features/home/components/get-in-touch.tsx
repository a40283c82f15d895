import { useTranslation } from 'react-i18next';
import { useMemo, useState, type FormEvent } from 'react';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { checkContact, errorsByField } from '@/lib/model';
import { useMutation } from '@/lib/use-mutation';
import { sendFeedback } from '../api/home';

/** 'Get In Touch With Us!': feedback that really reaches the shop (the old form did nothing). */
export function GetInTouch() {
  const { t } = useTranslation();
  const [form, setForm] = useState({ email: '', message: '' });
  const [submitted, setSubmitted] = useState(false);
  const { busy, run } = useMutation();
  const outcome = useMemo(() => checkContact(form), [form]);
  const errors = submitted ? errorsByField(outcome) : {};

  async function send(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!outcome.ok) return;
    await run('send', () => sendFeedback(form), {
      onSuccess: () => {
        setForm({ email: '', message: '' });
        setSubmitted(false);
      },
    });
  }

  return (
    <section className="section touch" aria-labelledby="touch-title">
      <div className="container touch__inner">
        <div>
          <h2 id="touch-title">{t('TOUCH_TITLE')}</h2>
          <p>{t('TOUCH_LEAD')}</p>
        </div>
        <form className="form touch__form" noValidate onSubmit={send}>
          <TextField
            label={t('EMAIL')}
            type="email"
            autoComplete="email"
            value={form.email}
            error={errors.email}
            onChange={(event) => setForm((current) => ({ ...current, email: event.target.value }))}
          />
          <TextAreaField
            label={t('YOUR_FEEDBACK')}
            rows={4}
            value={form.message}
            error={errors.message}
            onChange={(event) => setForm((current) => ({ ...current, message: event.target.value }))}
          />
          <button type="submit" className="button" disabled={busy}>
            {busy ? t('SENDING') : t('SUBMIT')}
          </button>
        </form>
      </div>
    </section>
  );
}
