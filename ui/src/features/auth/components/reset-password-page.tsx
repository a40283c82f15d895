import { useTranslation } from 'react-i18next';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { TextField } from '@/components/text-field';
import { screens } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { checkNewPassword, errorsByField } from '@/lib/model';
import { useMutation } from '@/lib/use-mutation';
import { useTitle } from '@/lib/use-title';
import { checkResetLink, resetPassword } from '../api/accounts';
import { SendLinkAgain } from './send-link-again';
import { words } from '@/lib/i18n';

/** Where the reset mail's link lands: a new password under the sign-up rules. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  useTitle(t('CHOOSE_NEW_PASSWORD'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Set when a verified address comes here to choose its password.
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [deadLink, setDeadLink] = useState<string | null>(null);
  const { busy, run } = useMutation();
  const token = params.get('token') ?? '';
  const outcome = useMemo(() => checkNewPassword(password, confirmPassword), [password, confirmPassword]);

  // A used or expired link says so as the page opens, before a password is typed for nothing.
  useEffect(() => {
    let current = true;
    checkResetLink(token).catch((failure: unknown) => {
      if (current && failure instanceof ApiError && failure.code.startsWith('link_')) setDeadLink(failure.message);
    });
    return () => {
      current = false;
    };
  }, [token]);
  const errors = touched ? errorsByField(outcome) : {};

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!outcome.ok) return;
    await run('reset', () => resetPassword({ token, password, confirmPassword }), {
      success: words.PASSWORD_CHANGED,
      onSuccess: () => void navigate(screens.login, { replace: true }),
      onError: (failure) => {
        if (!failure.code.startsWith('link_')) return;
        // Used, expired or unknown: say so where the form was, and offer a new link.
        setDeadLink(failure.message);
        return true;
      },
    });
  }

  return (
    <section className="container section auth">
      <div className="card auth__card">
        <h1>{t('CHOOSE_NEW_PASSWORD')}</h1>
        {notice && !deadLink && (
          <p role="status" className="notice notice--success">
            {notice}
          </p>
        )}
        {deadLink ? (
          <>
            <p role="alert" className="notice notice--error">
              {deadLink}
            </p>
            <SendLinkAgain kind="reset" />
          </>
        ) : (
          <form className="form" noValidate onSubmit={submit}>
            <TextField
              label={t('NEW_PASSWORD')}
              type="password"
              autoComplete="new-password"
              value={password}
              hint={t('PASSWORD_RULES')}
              error={errors.password}
              onChange={(event) => {
                setPassword(event.target.value);
                setTouched(true);
              }}
            />
            <TextField
              label={t('CONFIRM_PASSWORD')}
              type="password"
              autoComplete="new-password"
              value={confirmPassword}
              error={errors.confirmPassword}
              onChange={(event) => setConfirmPassword(event.target.value)}
            />
            <button type="submit" className="button button--block" disabled={busy}>
              {busy ? t('SAVING') : t('SAVE_NEW_PASSWORD')}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
