import { useMemo, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { api, ApiError } from '@/lib/api-client';
import { checkContact, errorsByField } from '@/lib/model';

/** 'Get In Touch With Us!': feedback that really reaches the shop (the old form did nothing). */
export function GetInTouch() {
  const [form, setForm] = useState({ email: '', message: '' });
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const outcome = useMemo(() => checkContact(form), [form]);
  const errors = submitted ? errorsByField(outcome) : {};

  async function send(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!outcome.ok) return;
    setBusy(true);
    try {
      const reply = await api<{ message: string }>('/contact', { method: 'POST', body: form });
      toast.success(reply.message);
      setForm({ email: '', message: '' });
      setSubmitted(false);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Your feedback could not be sent. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="section touch" aria-labelledby="touch-title">
      <div className="container touch__inner">
        <div>
          <h2 id="touch-title">Get In Touch With Us!</h2>
          <p>Questions about a tool, a bulk order or a delivery? Write to us and our sales engineers will answer by email.</p>
        </div>
        <form className="form touch__form" noValidate onSubmit={send}>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={form.email}
            error={errors.email}
            onChange={(event) => setForm((current) => ({ ...current, email: event.target.value }))}
          />
          <TextAreaField
            label="Your Feedback"
            rows={4}
            value={form.message}
            error={errors.message}
            onChange={(event) => setForm((current) => ({ ...current, message: event.target.value }))}
          />
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Sending…' : 'Submit'}
          </button>
        </form>
      </div>
    </section>
  );
}
