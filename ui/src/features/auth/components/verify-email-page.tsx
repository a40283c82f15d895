import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Spinner } from '@/components/spinner';
import { screens } from '@/config/paths';
import { useMutation } from '@/lib/use-mutation';
import { useTitle } from '@/lib/use-title';
import { verifyEmail } from '../api/accounts';
import { SendLinkAgain } from './send-link-again';

/** What the link turned out to be. */
type Result = { kind: 'verified' | 'already' | 'dead'; message: string };

/**
 * Where the verification mail's link lands: confirms the address once. A link used before
 * says the address is verified (sign in); an expired or unknown one offers a new link.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  useTitle(t('VERIFY_EMAIL_TITLE'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [result, setResult] = useState<Result | null>(null);
  const { run } = useMutation();
  const navigate = useNavigate();
  // A link works once; React's development double-run must not spend it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void run('verify', () => verifyEmail(token), {
      success: null,
      onSuccess: (reply) => {
        // A link sent again proves only the address: the password is chosen now.
        if (reply.resetToken) {
          void navigate(`${screens.resetPassword}?token=${encodeURIComponent(reply.resetToken)}`, { replace: true, state: { notice: reply.message } });
          return;
        }
        setResult({ kind: 'verified', message: reply.message });
      },
      onError: (failure) => {
        setResult({ kind: failure.code === 'already_verified' ? 'already' : 'dead', message: failure.message });
        return true;
      },
    });
  }, [token, run, navigate]);

  return (
    <section className="container section auth">
      <div className="card auth__card">
        <h1>{result?.kind === 'already' ? t('ALREADY_VERIFIED') : t('VERIFY_EMAIL_TITLE')}</h1>
        {!result && <Spinner label={t('CHECKING_LINK')} />}
        {result && (
          <p role="status" className={result.kind === 'dead' ? 'notice notice--error' : 'notice notice--success'}>
            {result.message}
          </p>
        )}
        {result && result.kind !== 'dead' && (
          <Link to={screens.login} className="button">
            {t('SIGN_IN')}
          </Link>
        )}
        {result?.kind === 'dead' && <SendLinkAgain kind="verification" />}
      </div>
    </section>
  );
}
