import { useMemo, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { api, ApiError } from '@/lib/api-client';
import { checkNewPassword, errorsByField, messages } from '@/lib/model';
import { useTitle } from '@/lib/use-title';

/** Where the reset mail's link lands: a new password under the sign-up rules. */
export function ResetPasswordPage() {
  useTitle('Choose a new password');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const outcome = useMemo(() => checkNewPassword(password, confirmPassword), [password, confirmPassword]);
  const errors = touched ? errorsByField(outcome) : {};

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!outcome.ok) return;
    setBusy(true);
    try {
      await api('/reset-password', {
        method: 'POST',
        body: { token: params.get('token') ?? '', password, confirmPassword },
      });
      toast.success(messages.PASSWORD_CHANGED!);
      navigate(paths.login, { replace: true });
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="container section auth">
      <div className="card auth__card">
        <h1>Choose a new password</h1>
        <form className="form" noValidate onSubmit={submit}>
          <TextField
            label="New Password"
            type="password"
            autoComplete="new-password"
            value={password}
            error={errors.password}
            onChange={(event) => {
              setPassword(event.target.value);
              setTouched(true);
            }}
          />
          <TextField
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            value={confirmPassword}
            error={errors.confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
          />
          <button type="submit" className="button button--block" disabled={busy}>
            {busy ? 'Saving…' : 'Save the new password'}
          </button>
        </form>
      </div>
    </section>
  );
}
