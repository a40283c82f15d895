import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, type Location } from 'react-router-dom';
import { PhoneCodeForm } from '@/components/phone-code-form';
import { TextField } from '@/components/text-field';
import { screens } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { checkEmail } from '@/lib/model';
import { useInlineError } from '@/lib/use-inline-error';
import { useMutation } from '@/lib/use-mutation';
import { useTitle } from '@/lib/use-title';
import { codeSignIn, passwordSignIn, requestPasswordReset, sendSignInCode } from '../api/sign-in-methods';
import { AuthAlternatives } from './auth-alternatives';
import { CheckInbox } from './check-inbox';
import { SendLinkAgain } from './send-link-again';
import { words } from '@/lib/i18n';

export function LoginPage() {
  const { t } = useTranslation();
  useTitle(t('LOGIN_TITLE'));
  const session = useAuth();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: Location } | null)?.from;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, run } = useMutation();
  const [error, setError] = useInlineError();
  const [unverified, setUnverified] = useState(false);
  // The address a reset link was mailed to: the page then says to check the inbox.
  const [resetSentTo, setResetSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setUnverified(false);
    await run('sign-in', () => passwordSignIn(email, password, session), {
      success: words.LOGIN_SUCCESSFUL,
      onSuccess: () => void navigate(from ? `${from.pathname}${from.search}` : screens.home, { replace: true }),
      onError: showInline,
    });
  }

  /** A refusal stays beside the form (spec §8), not in a toast. */
  function showInline(failure: { message: string; code: string }) {
    setUnverified(failure.code === 'email_not_verified');
    setError(failure.message);
    return true;
  }

  /** 'Forget Password?': mails a reset link to the address in the email field. */
  async function forgotPassword() {
    const outcome = checkEmail(email);
    if (!outcome.ok) {
      setError(words.EMAIL_INVALID);
      return;
    }
    await run('reset', () => requestPasswordReset(email), {
      success: words.SENDING_RESET_EMAIL,
      onSuccess: () => {
        // The old refusal no longer applies once the mail is on its way.
        setError(null);
        setResetSentTo(email.trim());
      },
      onError: showInline,
    });
  }

  if (resetSentTo) return <CheckInbox kind="reset" email={resetSentTo} />;

  return (
    <section className="container section auth">
      <div className="card auth__card">
        <h1>{t('LOGIN_TITLE')}</h1>
        <p className="muted">{t('LOGIN_LEAD')}</p>
        <form className="form" noValidate onSubmit={submit}>
          <TextField
            label={t('EMAIL')}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            label={t('PASSWORD')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <button type="button" className="link-button" onClick={forgotPassword}>
            {t('FORGET_PASSWORD')}
          </button>
          {error && (
            <p className="form__error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button button--block" disabled={busy}>
            {busy ? t('SIGNING_IN') : t('LOGIN_TITLE')}
          </button>
        </form>
        {unverified && <SendLinkAgain kind="verification" email={email} />}
        <section className="auth__phone" aria-labelledby="phone-sign-in">
          <h2 id="phone-sign-in">{t('PHONE_SIGN_IN')}</h2>
          <p className="muted small">{t('PHONE_SIGN_IN_HINT')}</p>
          <PhoneCodeForm
            sendCode={sendSignInCode}
            redeem={codeSignIn}
            askName
            submitLabel={t('SIGN_IN_WITH_CODE')}
            success={words.LOGIN_SUCCESSFUL}
            onDone={() => void session.refresh().then(() => navigate(from ? `${from.pathname}${from.search}` : screens.home, { replace: true }))}
          />
        </section>
        <AuthAlternatives>
          {t('NEW_TO_SHOP', { shop: t('SHOP_NAME') })} <Link to={screens.signUp}>{t('CREATE_ACCOUNT_LINK')}</Link>
        </AuthAlternatives>
      </div>
    </section>
  );
}
